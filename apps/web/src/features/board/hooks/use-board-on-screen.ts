import type { Board, ListWithCards } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { boardPreviewQueryOptions, boardQueryOptions } from '../api/get-board';

/** A board as the screen shows it: whole, or its first screen, whose lists count all their cards. */
export type BoardOnScreen = Omit<Board, 'lists'> & {
  lists: (ListWithCards & { cardCount?: number })[];
};

/** Runs `callback` once the frame being prepared has been painted; answers a cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The board the screen shows. A board not loaded yet opens with its first screen (each list's
 * first cards and how many there are, shown read-only) and is fetched whole once that has been
 * painted: on a slow link a 5,000-card board shows as soon as a small one does, and its whole body
 * does not compete with the first screen's. Once loaded, the whole board alone.
 */
export function useBoardOnScreen(boardId: string) {
  const [wholeWantedFor, setWholeWantedFor] = useState<string | null>(null);
  const whole = useQuery({
    ...boardQueryOptions(boardId),
    // A board already loaded (revisited, or changed by this tab) needs no first screen.
    enabled: (query) => wholeWantedFor === boardId || query.state.data !== undefined,
  });
  const preview = useQuery({
    ...boardPreviewQueryOptions(boardId),
    enabled: whole.data === undefined && wholeWantedFor !== boardId,
  });
  // Shown, or failed (then the whole board is all there is to wait for).
  const previewDone = whole.data === undefined && (preview.data !== undefined || preview.isError);

  useEffect(() => {
    if (!previewDone || wholeWantedFor === boardId) return undefined;
    return afterNextPaint(() => setWholeWantedFor(boardId));
  }, [boardId, previewDone, wholeWantedFor]);

  // The first screen, and the whole board replacing it, render in a transition: a render of
  // thousands of elements yields to the browser instead of blocking it. Later changes (a drop,
  // an edit) show at once.
  const previewShown = useDeferredValue(preview.data);
  const deferredWhole = useDeferredValue(whole.data);
  const wholeShown =
    preview.data !== undefined && deferredWhole === undefined ? undefined : whole.data;
  const board: BoardOnScreen | undefined = wholeShown ?? previewShown;
  return {
    board,
    /** The first screen only: cards cannot be dragged until the whole board is here. */
    partial: wholeShown === undefined && board !== undefined,
    isError: whole.isError && whole.data === undefined,
    retry: () => void whole.refetch(),
  };
}
