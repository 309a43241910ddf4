import type { Clock } from '../src/platform/jobs/clock.js';

/** A clock that stands still until the test moves it. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}

export type ManualClock = ReturnType<typeof manualClock>;
