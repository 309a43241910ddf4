import type { Board, Card, Label, List, ListWithCards } from '@quadro/contracts';

/**
 * Pure edits of a cached board, used by optimistic updates. Each keeps the identity of every
 * list and card it does not change, so memoised columns and cards do not re-render.
 */

export interface CardMove {
  cardId: string;
  sourceListId: string;
  destinationListId: string;
  /** 0-based index in the destination list counted without the moved card (the API's meaning). */
  newPosition: number;
}

/** Re-numbers `position` densely 0..n-1, reusing every object whose position is already right. */
function withPositions<T extends { position: number }>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.position === index ? item : { ...item, position: index },
  );
}

export function findCard(board: Board, cardId: string): { list: ListWithCards; card: Card } | null {
  for (const list of board.lists) {
    const card = list.cards.find((candidate) => candidate.id === cardId);
    if (card) return { list, card };
  }
  return null;
}

function mapLists(board: Board, update: (list: ListWithCards) => ListWithCards): Board {
  let changed = false;
  const lists = board.lists.map((list) => {
    const next = update(list);
    if (next !== list) changed = true;
    return next;
  });
  return changed ? { ...board, lists } : board;
}

export function moveCardInBoard(board: Board, move: CardMove): Board {
  const found = findCard(board, move.cardId);
  const destination = board.lists.find((list) => list.id === move.destinationListId);
  if (!found || !destination) return board;
  const moved: Card =
    found.card.listId === destination.id ? found.card : { ...found.card, listId: destination.id };
  const remaining = destination.cards.filter((card) => card.id !== move.cardId);
  const index = Math.max(0, Math.min(move.newPosition, remaining.length));
  const destinationCards = withPositions([
    ...remaining.slice(0, index),
    moved,
    ...remaining.slice(index),
  ]);
  return mapLists(board, (list) => {
    if (list.id === destination.id) return { ...list, cards: destinationCards };
    if (list.id === found.list.id) {
      return { ...list, cards: withPositions(list.cards.filter((c) => c.id !== move.cardId)) };
    }
    return list;
  });
}

/** Puts the lists in the order of `listIds`; unknown ids are ignored, missing lists keep the tail. */
export function reorderListsInBoard(board: Board, listIds: readonly string[]): Board {
  const byId = new Map(board.lists.map((list) => [list.id, list]));
  const ordered = listIds.flatMap((id) => byId.get(id) ?? []);
  const rest = board.lists.filter((list) => !listIds.includes(list.id));
  return { ...board, lists: withPositions([...ordered, ...rest]) };
}

export function patchCardInBoard(board: Board, cardId: string, patch: Partial<Card>): Board {
  return mapLists(board, (list) =>
    list.cards.some((card) => card.id === cardId)
      ? {
          ...list,
          cards: list.cards.map((card) => (card.id === cardId ? { ...card, ...patch } : card)),
        }
      : list,
  );
}

/** Inserts or replaces `card` in its list (a created card goes to its server position). */
export function upsertCardInBoard(board: Board, card: Card): Board {
  const without = findCard(board, card.id) ? removeCardFromBoard(board, card.id) : board;
  return mapLists(without, (list) => {
    if (list.id !== card.listId) return list;
    const cards = [...list.cards];
    cards.splice(Math.min(card.position, cards.length), 0, card);
    return { ...list, cards: withPositions(cards) };
  });
}

export function removeCardFromBoard(board: Board, cardId: string): Board {
  return mapLists(board, (list) =>
    list.cards.some((card) => card.id === cardId)
      ? { ...list, cards: withPositions(list.cards.filter((card) => card.id !== cardId)) }
      : list,
  );
}

export function addListToBoard(board: Board, list: List): Board {
  if (board.lists.some((existing) => existing.id === list.id)) return board;
  const lists = [...board.lists];
  lists.splice(Math.min(list.position, lists.length), 0, { ...list, cards: [] });
  return { ...board, lists: withPositions(lists) };
}

export function patchListInBoard(
  board: Board,
  listId: string,
  patch: Partial<Pick<List, 'name' | 'color'>>,
): Board {
  return mapLists(board, (list) => (list.id === listId ? { ...list, ...patch } : list));
}

/** Puts a list back with its cards (an archived one restored), at its position. */
export function insertListInBoard(board: Board, list: ListWithCards): Board {
  if (board.lists.some((existing) => existing.id === list.id)) return board;
  const lists = [...board.lists];
  lists.splice(Math.min(list.position, lists.length), 0, list);
  return { ...board, lists: withPositions(lists) };
}

/** The list without its cards ('Arquivar todos os cartões'). */
export function emptyListInBoard(board: Board, listId: string): Board {
  return mapLists(board, (list) =>
    list.id === listId && list.cards.length > 0 ? { ...list, cards: [] } : list,
  );
}

export function removeListFromBoard(board: Board, listId: string): Board {
  return { ...board, lists: withPositions(board.lists.filter((list) => list.id !== listId)) };
}

/** Puts a label on a card or takes it off, keeping the card's labels in the board's order. */
export function setCardLabelInBoard(
  board: Board,
  cardId: string,
  labelId: string,
  on: boolean,
): Board {
  const card = findCard(board, cardId)?.card;
  if (!card || card.labelIds.includes(labelId) === on) return board;
  const wanted = new Set(card.labelIds);
  if (on) wanted.add(labelId);
  else wanted.delete(labelId);
  const labelIds = board.labels.flatMap((label) => (wanted.has(label.id) ? [label.id] : []));
  return patchCardInBoard(board, cardId, { labelIds });
}

/** A created label, at the end of the board's (its server position). */
export function addLabelToBoard(board: Board, label: Label): Board {
  if (board.labels.some((existing) => existing.id === label.id)) return board;
  return { ...board, labels: [...board.labels, label] };
}

export function patchLabelInBoard(
  board: Board,
  labelId: string,
  patch: Partial<Pick<Label, 'name' | 'color'>>,
): Board {
  return {
    ...board,
    labels: board.labels.map((label) => (label.id === labelId ? { ...label, ...patch } : label)),
  };
}

/** A deleted label leaves the board and every card that carried it. */
export function removeLabelFromBoard(board: Board, labelId: string): Board {
  const withoutLabel = mapLists(board, (list) =>
    list.cards.some((card) => card.labelIds.includes(labelId))
      ? {
          ...list,
          cards: list.cards.map((card) =>
            card.labelIds.includes(labelId)
              ? { ...card, labelIds: card.labelIds.filter((id) => id !== labelId) }
              : card,
          ),
        }
      : list,
  );
  return { ...withoutLabel, labels: board.labels.filter((label) => label.id !== labelId) };
}
