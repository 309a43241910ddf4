import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimatedColumnWindow, useColumnWindow } from './use-column-window';

/** A scroller `width` px wide holding 20 columns 300 px wide, 12 px apart, from x = 12. */
function makeScroller(width = 412) {
  const scroller = document.createElement('div');
  const rect = (left: number, right: number) => () => ({ left, right }) as DOMRect;
  scroller.getBoundingClientRect = vi.fn(rect(0, width));
  for (let i = 0; i < 20; i++) {
    const column = document.createElement('section');
    column.dataset.listId = `list-${i}`;
    column.getBoundingClientRect = vi.fn(rect(12 + i * 312, 12 + i * 312 + 300));
    scroller.append(column);
  }
  return scroller;
}

/** Scrolls by `by` px: every column moves left, then a scroll event is sent. */
function scroll(scroller: HTMLElement, by: number) {
  for (const column of scroller.querySelectorAll<HTMLElement>('[data-list-id]')) {
    const { left, right } = column.getBoundingClientRect();
    column.getBoundingClientRect = () => ({ left: left - by, right: right - by }) as DOMRect;
  }
  scroller.dispatchEvent(new Event('scroll'));
}

let resizeCallbacks: (() => void)[] = [];

beforeEach(() => {
  resizeCallbacks = [];
  vi.stubGlobal('innerWidth', 412);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useColumnWindow', () => {
  it('paints first from the screen width, without reading the layout', () => {
    const scroller = makeScroller();
    const { result } = renderHook(() => useColumnWindow({ current: scroller }, 20));
    // What measuring would find on a phone at the start: columns up to x = 824 count.
    expect(result.current).toEqual(estimatedColumnWindow(412));
    expect(result.current).toEqual({ first: 0, last: 2 });
    expect(scroller.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('measures once the browser has laid the board out, then on scroll', () => {
    vi.useFakeTimers();
    // A board narrower than the screen (300 of 412 px): the guess held one column too many.
    const scroller = makeScroller(300);
    const { result } = renderHook(() => useColumnWindow({ current: scroller }, 20));
    expect(result.current).toEqual({ first: 0, last: 2 });
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(result.current).toEqual({ first: 0, last: 1 });

    // Scrolled to the sixth column (left 1572): columns from x = 1272 to 2172 count.
    scroll(scroller, 1572);
    expect(result.current).toEqual({ first: 0, last: 1 });
    act(() => void vi.advanceTimersByTime(16));
    expect(result.current).toEqual({ first: 4, last: 6 });
  });

  it('measures in the next frame where there is no ResizeObserver', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', undefined);
    const scroller = makeScroller(300);
    const { result } = renderHook(() => useColumnWindow({ current: scroller }, 20));
    expect(result.current).toEqual({ first: 0, last: 2 });
    act(() => void vi.advanceTimersByTime(16));
    expect(result.current).toEqual({ first: 0, last: 1 });
  });
});
