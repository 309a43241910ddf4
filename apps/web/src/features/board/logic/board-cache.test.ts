import type { Board } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { LABELS, makeBoard, makeCard } from '../testing/board-fixtures';
import {
  moveCardInBoard,
  removeLabelFromBoard,
  reorderListsInBoard,
  setCardLabelInBoard,
  upsertCardInBoard,
} from './board-cache';

const ids = (board: Board) => board.lists.map((list) => list.cards.map((c) => c.id));

describe('moveCardInBoard', () => {
  it('moves across lists with dense positions and the new listId', () => {
    const board = makeBoard();
    const next = moveCardInBoard(board, {
      cardId: 'a',
      sourceListId: 'todo',
      destinationListId: 'doing',
      newPosition: 0,
    });
    expect(ids(next)).toEqual([['b', 'c'], ['a', 'x'], []]);
    expect(next.lists[1]!.cards.map((c) => [c.listId, c.position])).toEqual([
      ['doing', 0],
      ['doing', 1],
    ]);
    expect(next.lists[0]!.cards.map((c) => c.position)).toEqual([0, 1]);
    // Untouched lists and cards keep their identity (memoised components skip re-rendering).
    expect(next.lists[2]).toBe(board.lists[2]);
  });

  it('moves within a list and clamps the index', () => {
    const next = moveCardInBoard(makeBoard(), {
      cardId: 'a',
      sourceListId: 'todo',
      destinationListId: 'todo',
      newPosition: 99,
    });
    expect(ids(next)[0]).toEqual(['b', 'c', 'a']);
  });

  it('leaves the board alone for an unknown card', () => {
    const board = makeBoard();
    const move = { cardId: '?', sourceListId: 'todo', destinationListId: 'doing', newPosition: 0 };
    expect(moveCardInBoard(board, move)).toBe(board);
  });
});

describe('reorderListsInBoard / upsertCardInBoard', () => {
  it('reorders lists and renumbers them', () => {
    const next = reorderListsInBoard(makeBoard(), ['done', 'todo', 'doing']);
    expect(next.lists.map((l) => [l.id, l.position])).toEqual([
      ['done', 0],
      ['todo', 1],
      ['doing', 2],
    ]);
  });

  it('adds a created card at its position', () => {
    const next = upsertCardInBoard(makeBoard(), makeCard('new', 'doing', 1));
    expect(ids(next)[1]).toEqual(['x', 'new']);
  });
});

describe('labels in the board cache', () => {
  const labelsOf = (board: Board, cardId: string) =>
    board.lists.flatMap((list) => list.cards).find((card) => card.id === cardId)?.labelIds;

  it('puts labels on a card in the board’s order, and takes them off', () => {
    let board = setCardLabelInBoard(makeBoard(), 'a', LABELS.design.id, true);
    board = setCardLabelInBoard(board, 'a', LABELS.urgent.id, true);
    expect(labelsOf(board, 'a')).toEqual([LABELS.urgent.id, LABELS.design.id]);
    expect(setCardLabelInBoard(board, 'a', LABELS.urgent.id, true)).toBe(board);
    board = setCardLabelInBoard(board, 'a', LABELS.urgent.id, false);
    expect(labelsOf(board, 'a')).toEqual([LABELS.design.id]);
  });

  it('takes a deleted label off the board and its cards, leaving other lists alone', () => {
    const before = setCardLabelInBoard(makeBoard(), 'a', LABELS.green.id, true);
    const after = removeLabelFromBoard(before, LABELS.green.id);
    expect(after.labels.map((label) => label.id)).toEqual([LABELS.urgent.id, LABELS.design.id]);
    expect(labelsOf(after, 'a')).toEqual([]);
    expect(after.lists[1]).toBe(before.lists[1]);
  });
});
