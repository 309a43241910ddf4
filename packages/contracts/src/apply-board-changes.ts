import type { BoardChanges } from './board-changes.js';
import type { Board } from './boards.js';
import type { Card } from './cards.js';
import type { ListWithCards } from './lists.js';

/** The changes do not fit the board they were applied to: load the board whole instead. */
export class BoardChangesMismatch extends Error {
  constructor(reason: string) {
    super(`As mudanças não se aplicam a este quadro: ${reason}`);
    this.name = 'BoardChangesMismatch';
  }
}

/**
 * `items` named by id, at their `position`s, with the others (`kept`, in their order) filling the
 * places left: how a list's cards, or a board's lists, are rebuilt from what changed.
 */
function merge<T extends { id: string; position: number }>(kept: readonly T[], placed: T[]): T[] {
  const merged = Array.from(
    { length: kept.length + placed.length },
    (): T | undefined => undefined,
  );
  for (const item of placed) {
    if (item.position >= merged.length || merged[item.position] !== undefined)
      throw new BoardChangesMismatch(`posição ${item.position} de ${item.id}`);
    merged[item.position] = item;
  }
  let next = 0;
  return merged.map((item, index) => {
    if (item) return item;
    const filler = kept[next++]!;
    return filler.position === index ? filler : { ...filler, position: index };
  });
}

/**
 * The board at the changes' version, from the board at `changes.since`. Every list and card not
 * touched keeps its identity, so memoised columns and tiles do not re-render. Throws
 * `BoardChangesMismatch` when the changes cannot belong to this board at that version.
 */
export function applyBoardChanges(board: Board, changes: BoardChanges): Board {
  if (changes.board.id !== board.id || changes.since !== board.version)
    throw new BoardChangesMismatch(`versão ${board.version}, mudanças desde ${changes.since}`);
  const removedLists = new Set(changes.removedListIds);
  const removedCards = new Set(changes.removedCardIds);
  const changedLists = new Map(changes.lists.map((list) => [list.id, list]));
  const changedCards = new Set(changes.cards.map((card) => card.id));
  const arriving = new Map<string, Card[]>();
  for (const card of changes.cards) {
    const list = arriving.get(card.listId);
    if (list) list.push(card);
    else arriving.set(card.listId, [card]);
  }

  const oldLists = new Map(board.lists.map((list) => [list.id, list]));
  const keptLists = board.lists.filter(
    (list) => !removedLists.has(list.id) && !changedLists.has(list.id),
  );
  const placedLists = changes.lists.map((list): ListWithCards => ({
    ...list,
    cards: oldLists.get(list.id)?.cards ?? [],
  }));
  const lists = merge(keptLists, placedLists).map((list) => {
    const cards = list.cards.filter(
      (card) => !removedCards.has(card.id) && !changedCards.has(card.id),
    );
    const placed = arriving.get(list.id) ?? [];
    if (placed.length === 0 && cards.length === list.cards.length) return list;
    return { ...list, cards: merge(cards, placed) };
  });
  const listIds = new Set(lists.map((list) => list.id));
  const misplaced = changes.cards.find((card) => !listIds.has(card.listId));
  if (misplaced) throw new BoardChangesMismatch(`cartão ${misplaced.id} sem lista`);
  const { board: head } = changes;
  return { ...head, lists };
}
