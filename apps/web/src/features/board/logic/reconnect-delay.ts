export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the next attempt to reopen the event stream: doubling from 1 s up to
 * 30 s, each wait drawn between half and all of it, so clients dropped together do not all
 * return in the same instant.
 */
export function reconnectDelay(failedAttempts: number, random = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** failedAttempts);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
