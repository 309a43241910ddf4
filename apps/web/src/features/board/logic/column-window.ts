/** The columns whose cards are mounted: indices `first` to `last`, both included. */
export interface ColumnWindow {
  first: number;
  last: number;
}

interface Span {
  left: number;
  right: number;
}

/**
 * The columns that overlap the visible part of the board widened by one screen on each side, so
 * a column's cards are already there when it scrolls into view (by hand, by a drag's auto-scroll
 * or by the focus moving to it). Columns are in order, left to right.
 */
export function columnWindow(columns: readonly Span[], view: Span): ColumnWindow {
  const width = view.right - view.left;
  const from = view.left - width;
  const to = view.right + width;
  let first = -1;
  let last = -1;
  columns.forEach((column, index) => {
    if (column.right < from || column.left > to) return;
    if (first === -1) first = index;
    last = index;
  });
  return { first, last };
}

export const sameWindow = (a: ColumnWindow, b: ColumnWindow) =>
  a.first === b.first && a.last === b.last;

export const inWindow = (window: ColumnWindow, index: number) =>
  index >= window.first && index <= window.last;
