/** Client timings of spec §9. */
export const PRESENCE_PING_INTERVAL_MS = 120_000;
/** Pings are only sent while the user was active this recently. */
export const PRESENCE_ACTIVE_WINDOW_MS = 300_000;
export const PRESENCE_OFFLINE_AFTER_HIDE_MS = 5_000;
export const PRESENCE_ONLINE_THROTTLE_MS = 10_000;

/**
 * How long a member stays online without a word from the client: one ping interval and a margin
 * for a late timer. An active tab pings well within it; a tab that never said goodbye (crash,
 * lost network) or whose user went idle shows offline afterwards.
 */
export const PRESENCE_TIMEOUT_MS = PRESENCE_PING_INTERVAL_MS + 30_000;

/** How often the server looks for members whose pings stopped, to tell their teammates. */
export const PRESENCE_SWEEP_MS = 30_000;
