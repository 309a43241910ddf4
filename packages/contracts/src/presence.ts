/** Client timings of spec §9. */
export const PRESENCE_PING_INTERVAL_MS = 120_000;
/** Pings are only sent while the user was active this recently. */
export const PRESENCE_ACTIVE_WINDOW_MS = 300_000;
export const PRESENCE_OFFLINE_AFTER_HIDE_MS = 5_000;
export const PRESENCE_ONLINE_THROTTLE_MS = 10_000;

/**
 * How long a member stays online without a word from the client. Longer than the active window
 * plus a margin, so a tab that never said goodbye (crash, lost network) shows offline afterwards.
 */
export const PRESENCE_TIMEOUT_MS = PRESENCE_ACTIVE_WINDOW_MS + 60_000;
