/** Adaptive board polling of spec §4/§9. */
export const POLL_INTERVAL_MS = 30_000;
export const POLL_ON_RETURN_MS = 10_000;
export const POLL_SLOW_MS = 60_000;
export const POLL_SLOWEST_MS = 120_000;

/**
 * Delay before the next poll: 10 s right after the tab becomes visible again, else 30 s,
 * 60 s after more than 6 unchanged polls in a row, 120 s after more than 12.
 */
export function nextPollDelay(unchangedPolls: number, returningToTab = false): number {
  if (returningToTab) return POLL_ON_RETURN_MS;
  if (unchangedPolls > 12) return POLL_SLOWEST_MS;
  if (unchangedPolls > 6) return POLL_SLOW_MS;
  return POLL_INTERVAL_MS;
}
