import { useEffect, useState, type RefObject } from 'react';
import { columnWindow, sameWindow, type ColumnWindow } from '../logic/column-window';

/** The board's layout in CSS: columns `w-[300px]`, `gap-3` apart, after `p-3` (its least). */
const COLUMN_WIDTH_PX = 300;
const COLUMN_GAP_PX = 12;
const BOARD_PADDING_PX = 12;

const spanOf = (element: Element) => {
  const { left, right } = element.getBoundingClientRect();
  return { left, right };
};

/**
 * The first guess, from the screen's width alone: `columnWindow` for a board scrolled to its
 * start and as wide as the screen. The board is never wider, so this holds every column that
 * can be in view at first and measuring later only changes columns out of view.
 */
export const estimatedColumnWindow = (screenWidth: number): ColumnWindow => ({
  first: 0,
  last: Math.floor((2 * screenWidth - BOARD_PADDING_PX) / (COLUMN_WIDTH_PX + COLUMN_GAP_PX)),
});

/**
 * The columns of the board's horizontal scroller whose cards should be mounted (see
 * `columnWindow`): guessed from the screen's width for the first paint, then measured once the
 * browser has laid the board out, and again on scroll and resize. Measuring during the first
 * commit would force that layout synchronously (~320 ms at 4× CPU throttling on a phone).
 */
export function useColumnWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  columnCount: number,
): ColumnWindow {
  const [columns, setColumns] = useState(() => estimatedColumnWindow(innerWidth));

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const measure = () => {
      const spans = [...scroller.querySelectorAll('[data-list-id]')].map(spanOf);
      const next = columnWindow(spans, spanOf(scroller));
      setColumns((current) => (sameWindow(current, next) ? current : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    // A ResizeObserver reports after the browser's own layout (first when the scroller is laid
    // out, then when its size changes), so reading the columns' positions there forces nothing.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(scroller);
    else schedule();
    scroller.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      scroller.removeEventListener('scroll', schedule);
    };
  }, [scrollerRef, columnCount]);

  return columns;
}
