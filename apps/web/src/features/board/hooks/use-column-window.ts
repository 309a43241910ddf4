import { useLayoutEffect, useState, type RefObject } from 'react';
import { columnWindow, sameWindow, type ColumnWindow } from '../logic/column-window';

/** Columns are 300 px wide: enough for a first guess, before there is a layout to measure. */
const COLUMN_WIDTH_PX = 300;

const spanOf = (element: Element) => {
  const { left, right } = element.getBoundingClientRect();
  return { left, right };
};

/**
 * The columns of the board's horizontal scroller whose cards should be mounted (see
 * `columnWindow`): guessed from the screen's width for the first render, measured before the
 * first paint, then again on scroll and resize.
 */
export function useColumnWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  columnCount: number,
): ColumnWindow {
  const [columns, setColumns] = useState<ColumnWindow>(() => ({
    first: 0,
    last: Math.ceil((2 * innerWidth) / COLUMN_WIDTH_PX),
  }));

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const spans = [...scroller.querySelectorAll('[data-list-id]')].map(spanOf);
      const next = columnWindow(spans, spanOf(scroller));
      setColumns((current) => (sameWindow(current, next) ? current : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    scroller.addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, [scrollerRef, columnCount]);

  return columns;
}
