import type { CardMove } from './board-cache';

/** What a dragged card was dropped on: another card, or a list (its column, outside any card). */
export type DropTarget = { type: 'card'; id: string } | { type: 'list'; id: string };

interface ListLike {
  id: string;
  cards: readonly { id: string }[];
}

/**
 * The move a card drop means (spec §4), computed against the FULL lists — never the filtered
 * view — so an active assignee filter cannot corrupt positions:
 * - on another card: that card's index in its list;
 * - on a list: the end of it (the last index when it is the card's own list);
 * - on itself, or where it already is: nothing (null).
 */
export function computeCardMove(
  lists: readonly ListLike[],
  cardId: string,
  target: DropTarget,
): CardMove | null {
  if (target.type === 'card' && target.id === cardId) return null;
  const source = lists.find((list) => list.cards.some((card) => card.id === cardId));
  if (!source) return null;
  const fromIndex = source.cards.findIndex((card) => card.id === cardId);

  const destination =
    target.type === 'list'
      ? lists.find((list) => list.id === target.id)
      : lists.find((list) => list.cards.some((card) => card.id === target.id));
  if (!destination) return null;

  const newPosition =
    target.type === 'card'
      ? destination.cards.findIndex((card) => card.id === target.id)
      : destination.cards.filter((card) => card.id !== cardId).length;

  if (destination.id === source.id && newPosition === fromIndex) return null;
  return { cardId, sourceListId: source.id, destinationListId: destination.id, newPosition };
}

/** The new order of all list ids when `activeId` is dropped on `overId`; null when unchanged. */
export function computeListOrder(
  listIds: readonly string[],
  activeId: string,
  overId: string,
): string[] | null {
  const from = listIds.indexOf(activeId);
  const to = listIds.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return null;
  const next = listIds.filter((id) => id !== activeId);
  next.splice(to, 0, activeId);
  return next;
}
