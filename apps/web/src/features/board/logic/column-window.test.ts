import { describe, expect, it } from 'vitest';
import { columnWindow, inWindow } from './column-window';

/** Columns 300 px wide with 12 px between them, from x = 12. */
const columns = Array.from({ length: 20 }, (_, i) => ({
  left: 12 + i * 312,
  right: 12 + i * 312 + 300,
}));

describe('columnWindow', () => {
  it('takes the columns in view and one screen beyond on each side', () => {
    // A phone: 412 px wide, scrolled to the start: columns up to x = 824 count.
    expect(columnWindow(columns, { left: 0, right: 412 })).toEqual({ first: 0, last: 2 });
    // Scrolled to the sixth column (left 1572): from x = 1160 to 1984.
    expect(columnWindow(columns, { left: 1572, right: 1984 })).toEqual({ first: 3, last: 7 });
  });

  it('counts a column that only partly overlaps the widened view', () => {
    expect(columnWindow(columns, { left: 0, right: 324 })).toEqual({ first: 0, last: 2 });
  });

  it('keeps every column when nothing has a size yet (no layout, as in tests)', () => {
    const unmeasured = columns.map(() => ({ left: 0, right: 0 }));
    expect(columnWindow(unmeasured, { left: 0, right: 0 })).toEqual({ first: 0, last: 19 });
  });

  it('answers whether a column is inside', () => {
    const window = { first: 3, last: 7 };
    expect([2, 3, 7, 8].map((index) => inWindow(window, index))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
