import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '../../../lib/keyboard-target';

/** '/' anywhere but in a field (where it is typed) calls `onSlash`, as on GitHub or Trello. */
export function useSlashShortcut(onSlash: () => void): void {
  const onShortcut = useEffectEvent(onSlash);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      onShortcut();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
