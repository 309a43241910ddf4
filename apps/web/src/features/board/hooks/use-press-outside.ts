import { useEffect, type RefObject } from 'react';

/** Calls `onPress` for a press outside `panel` and its `anchor` (the button that opened it). */
export function usePressOutside(
  panel: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  onPress: () => void,
) {
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor.current?.contains(target)) return;
      onPress();
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [panel, anchor, onPress]);
}
