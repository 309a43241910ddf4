import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './polling-schedule';

describe('nextPollDelay', () => {
  it('polls every 30 s while the board keeps changing', () => {
    expect(nextPollDelay(0)).toBe(30_000);
    expect(nextPollDelay(6)).toBe(30_000);
  });

  it('slows to 60 s after more than 6 unchanged polls and 120 s after more than 12', () => {
    expect(nextPollDelay(7)).toBe(60_000);
    expect(nextPollDelay(12)).toBe(60_000);
    expect(nextPollDelay(13)).toBe(120_000);
    expect(nextPollDelay(100)).toBe(120_000);
  });

  it('polls after 10 s when the tab becomes visible again', () => {
    expect(nextPollDelay(20, true)).toBe(10_000);
  });
});
