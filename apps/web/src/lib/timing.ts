import { useEffect, useEffectEvent } from 'react';

/** Runs `effect` once, `ms` after `active` becomes true; cancelled on unmount. */
export function useDelayedEffect(active: boolean, ms: number, effect: () => void): void {
  const onTimeout = useEffectEvent(effect);
  useEffect(() => {
    if (!active) return;
    const id = window.setTimeout(() => onTimeout(), ms);
    return () => window.clearTimeout(id);
  }, [active, ms]);
}
