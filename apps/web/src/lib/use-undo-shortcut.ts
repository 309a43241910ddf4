import { useEffect } from 'react';
import { isTypingTarget } from './keyboard-target';
import { dismissUndo, undoLatest } from './undo';

/** Ctrl+Z, or Cmd+Z on a Mac; Shift (redo) and Alt variants are not undo. */
export function isUndoKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === 'z'
  );
}

/**
 * While mounted, Ctrl+Z / Cmd+Z undoes what the undo toast offers, except in a field, where it
 * undoes the typing as usual. Unmounting (leaving the screen) withdraws the offer.
 */
export function useUndoShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || !isUndoKey(event)) return;
      if (isTypingTarget(event.target)) return;
      if (undoLatest()) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      dismissUndo();
    };
  }, []);
}
