import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the last 'Copiar código' did: copied, or the code selected for the person to copy. */
export type CopyOutcome = 'copied' | 'selected' | null;

/** How long 'Código copiado' stays on screen. */
const COPIED_FEEDBACK_MS = 4000;

/**
 * 'Copiar código': writes `code` to the clipboard. Where the Clipboard API is missing or refused
 * (an insecure origin, a denied permission), the field's text is selected instead, so a
 * Ctrl+C or a long press copies it. The outcome fades after a few seconds.
 */
export function useCopyCode(code: string, field: RefObject<HTMLTextAreaElement | null>) {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: CopyOutcome) {
    window.clearTimeout(timer.current);
    // Said again on a second click: the region is emptied for a frame first.
    setOutcome(null);
    window.requestAnimationFrame(() => setOutcome(next));
    timer.current = window.setTimeout(() => setOutcome(null), COPIED_FEEDBACK_MS);
  }

  function selectCode() {
    field.current?.focus();
    field.current?.select();
    show('selected');
  }

  async function copy() {
    if (!navigator.clipboard?.writeText) {
      selectCode();
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      show('copied');
    } catch {
      selectCode();
    }
  }

  return { outcome, copy };
}
