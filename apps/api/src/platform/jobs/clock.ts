/**
 * What time it is. Jobs (and, in time, the services that schedule them) ask a clock instead of
 * calling `Date.now()`, so a test can move time forward instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
