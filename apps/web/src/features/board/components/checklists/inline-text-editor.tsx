import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea } from '../../../../components/ui/textarea';

export interface InlineTextEditorProps {
  value: string;
  /** The field's accessible name. */
  label: string;
  maxLength: number;
  /** The edit ended: the new text (trimmed, changed, not empty), or null to keep the old one. */
  onDone: (text: string | null) => void;
  className?: string;
}

/**
 * A text edited where it is shown: Enter or leaving the field saves, Esc cancels (not the card
 * dialog). What was typed is saved even if the field goes away mid-edit (the dialog closing).
 */
export function InlineTextEditor({
  value,
  label,
  maxLength,
  onDone,
  className,
}: InlineTextEditorProps) {
  const [draft, setDraft] = useState(value);
  const settled = useRef(false);

  const edited = () => {
    const text = draft.trim();
    return text && text !== value ? text : null;
  };
  function finish(save: boolean) {
    if (settled.current) return;
    settled.current = true;
    onDone(save ? edited() : null);
  }
  const keepOnUnmount = useEffectEvent(() => {
    const text = edited();
    if (!settled.current && text) onDone(text);
  });
  useEffect(() => () => keepOnUnmount(), []);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      finish(false);
    }
  }

  return (
    <Textarea
      aria-label={label}
      autoFocus
      rows={1}
      maxLength={maxLength}
      value={draft}
      data-esc-cancels-edit
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      onFocus={(event) => event.currentTarget.select()}
      variant="inline"
      className={className}
    />
  );
}
