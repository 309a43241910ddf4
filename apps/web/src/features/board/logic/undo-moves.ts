import type { Board, Card, MoveCardRequest } from '@quadro/contracts';
import { findCard, type CardMove } from './board-cache';

/**
 * The move that puts a card back where it was on `before` (the board as the drag started), once
 * the server answered `moved`: refused if the card changed after that answer.
 */
export function moveBack(before: Board, move: CardMove, moved: Card): MoveCardRequest | null {
  const origin = findCard(before, move.cardId);
  if (!origin) return null;
  return {
    cardId: move.cardId,
    sourceListId: moved.listId,
    destinationListId: origin.list.id,
    newPosition: origin.list.cards.indexOf(origin.card),
    unchangedSince: moved.updatedAt,
  };
}

/** The lists' order before and after a reorder, for the one that undoes it. */
export interface ListOrder {
  listIds: string[];
  /** Refused when the board's lists are no longer in this order. */
  expectedListIds?: string[];
}

export function listOrderBack(before: Board, after: readonly string[]): ListOrder {
  return { listIds: before.lists.map((list) => list.id), expectedListIds: [...after] };
}
