import { describe, expect, it } from 'vitest';
import { KEY_SPACING, keyBetween, movedItem, spacedKeys } from './ordering.js';

describe('keyBetween', () => {
  it('starts an empty list and appends or prepends one spacing away', () => {
    expect(keyBetween(undefined, undefined)).toBe(KEY_SPACING);
    expect(keyBetween(2048, undefined)).toBe(2048 + KEY_SPACING);
    expect(keyBetween(undefined, 1024)).toBe(0);
  });

  it('lands strictly between two neighbours', () => {
    expect(keyBetween(1024, 2048)).toBe(1536);
  });

  it('gives up when the neighbours are too close, so the caller re-spaces', () => {
    let before = 1024;
    const after = 2048;
    let steps = 0;
    for (let key = keyBetween(before, after); key !== null; key = keyBetween(before, after)) {
      expect(key).toBeGreaterThan(before);
      expect(key).toBeLessThan(after);
      before = key;
      steps += 1;
    }
    expect(steps).toBeGreaterThan(20);
  });
});

it('spaces keys evenly', () => {
  expect(spacedKeys(3)).toEqual([1024, 2048, 3072]);
});

describe('movedItem', () => {
  it.each([
    [['a', 'b', 'c', 'd'], ['c', 'a', 'b', 'd'], 'c'],
    [['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'], 'a'],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'd', 'c'], 'd'],
    [['a', 'b'], ['b', 'a'], 'b'],
    [['a', 'b', 'c'], ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'], null],
  ])('%j → %j moved %s', (before, after, moved) => {
    expect(movedItem(before, after)).toBe(moved);
  });
});
