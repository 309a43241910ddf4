import { useEffect, useState } from 'react';

/**
 * The milliseconds left until `until` (an ISO date), never below 0. It ticks when the whole
 * seconds left change (so '00:00' shows the moment it is over, not up to a second late), and
 * stops at 0.
 */
export function useCountdown(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const untilNextSecond = () => (end - Date.now()) % 1000 || 1000;
    let timer = window.setTimeout(function tick() {
      const current = Date.now();
      setNow(current);
      if (current < end) timer = window.setTimeout(tick, untilNextSecond());
    }, untilNextSecond());
    return () => window.clearTimeout(timer);
  }, [end]);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}
