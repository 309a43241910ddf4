import { NOT_FOUND_MESSAGES } from '@quadro/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { findCard } from '../logic/board-cache';
import type { BoardOnScreen } from './use-board-on-screen';

export interface LinkedCardOptions {
  board: BoardOnScreen | undefined;
  /** Every card is loaded: a card not found is really not on this board. */
  whole: boolean;
  /** The card whose dialog is open, if any. */
  openCardId: string | null;
  openCard: (cardId: string) => void;
}

/**
 * `?card=<id>` (where a notification leads) opens that card's dialog once the whole board is
 * here, and leaves the address when the dialog closes, so a reload does not open it again. A card
 * no longer on the board is said so.
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
    const forget = () =>
      setSearchParams(
        (params) => {
          params.delete('card');
          return params;
        },
        { replace: true },
      );
    const current = link.current;
    if (current?.cardId !== linkedCardId) {
      link.current = { cardId: linkedCardId, shown: false };
      if (findCard(board, linkedCardId)) openCard(linkedCardId);
      else {
        toast.error(NOT_FOUND_MESSAGES.card);
        forget();
      }
    } else if (openCardId === linkedCardId) current.shown = true;
    else if (current.shown) forget();
  }, [linkedCardId, board, whole, openCardId, openCard, setSearchParams]);
}
