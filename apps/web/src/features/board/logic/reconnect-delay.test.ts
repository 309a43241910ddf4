import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s', () => {
    const ceiling = (attempts: number) => reconnectDelay(attempts, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(ceiling)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      30_000,
      30_000,
      RECONNECT_MAX_MS,
    ]);
  });

  it('spreads each wait over its upper half', () => {
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
  });
});
