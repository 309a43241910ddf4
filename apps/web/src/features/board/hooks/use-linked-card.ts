import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardOnScreen } from './use-board-on-screen';

export interface LinkedCardOptions {
  board: BoardOnScreen | undefined;
  /** Every card is loaded: a card not among them is fetched by itself (archived, or gone). */
  whole: boolean;
  /** The card whose dialog is open, if any. */
  openCardId: string | null;
  openCard: (cardId: string) => void;
}

/**
 * `?card=<id>` (where a notification or a search result leads) opens that card's dialog once the
 * whole board is here, and leaves the address when the dialog closes, so a reload does not open
 * it again. The dialog shows a card off the board (archived) and says when one is gone.
 */
export function useLinkedCard({ board, whole, openCardId, openCard }: LinkedCardOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedCardId = searchParams.get('card');
  // Which link was acted on, and whether its dialog has shown: until it has, a dialog still
  // closed is one about to open (strict mode runs the effect twice), not one the user closed.
  const link = useRef<{ cardId: string; shown: boolean } | null>(null);

  useEffect(() => {
    if (!linkedCardId) {
      link.current = null;
      return;
    }
    if (!board || !whole) return;
    const current = link.current;
    if (current?.cardId !== linkedCardId) {
      link.current = { cardId: linkedCardId, shown: false };
      openCard(linkedCardId);
    } else if (openCardId === linkedCardId) current.shown = true;
    else if (current.shown)
      setSearchParams(
        (params) => {
          params.delete('card');
          return params;
        },
        { replace: true },
      );
  }, [linkedCardId, board, whole, openCardId, openCard, setSearchParams]);
}
