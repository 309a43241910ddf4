import { useState } from 'react';

/**
 * A checkbox whose change is saved through the cache: the tick it was given shows within the
 * click and stays until `release` (the server has answered). Without it, React puts the saved
 * value back right after the click, and the box flicks back until the cache's change renders.
 */
export function useHeldCheck(saved: boolean) {
  const [held, setHeld] = useState<boolean | null>(null);
  return {
    checked: held ?? saved,
    hold: (checked: boolean) => setHeld(checked),
    release: () => setHeld(null),
  };
}
