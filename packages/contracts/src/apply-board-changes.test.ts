import { describe, expect, it } from 'vitest';
import { applyBoardChanges, BoardChangesMismatch } from './apply-board-changes.js';
import type { BoardChanges } from './board-changes.js';
import type { Board } from './boards.js';
import type { Card } from './cards.js';

const card = (id: string, listId: string, position: number, title = id): Card => ({
  id,
  title,
  description: '',
  listId,
  position,
  assigneeId: null,
  assignee: null,
  dueDate: null,
  dueComplete: false,
  labelIds: [],
  checklist: null,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
});

const list = (id: string, position: number, cardIds: string[]) => ({
  id,
  boardId: 'b',
  name: id,
  color: '#3B82F6',
  position,
  cards: cardIds.map((cardId, index) => card(cardId, id, index)),
});

const board = (): Board => ({
  id: 'b',
  workspaceId: 'w',
  name: 'Quadro',
  color: '#3B82F6',
  version: 7,
  archivedAt: null,
  labels: [],
  lists: [list('todo', 0, ['a', 'b', 'c']), list('doing', 1, ['x']), list('done', 2, [])],
});

const changes = (overrides: Partial<BoardChanges>): BoardChanges => {
  const { lists: _, ...head } = board();
  return {
    board: { ...head, version: 8 },
    since: 7,
    lists: [],
    cards: [],
    removedListIds: [],
    removedCardIds: [],
    ...overrides,
  };
};

const titles = (result: Board) => result.lists.map((each) => each.cards.map(({ id }) => id));

describe('applyBoardChanges', () => {
  it('renames a card and keeps every other list and card as it was', () => {
    const before = board();
    const after = applyBoardChanges(before, changes({ cards: [card('b', 'todo', 1, 'B!')] }));
    expect(after.version).toBe(8);
    expect(after.lists[0]!.cards[1]!.title).toBe('B!');
    expect(after.lists[0]!.cards[0]).toBe(before.lists[0]!.cards[0]);
    expect(after.lists[1]).toBe(before.lists[1]);
    expect(after.lists[2]).toBe(before.lists[2]);
  });

  it('moves a card between lists, numbering the places anew', () => {
    const after = applyBoardChanges(board(), changes({ cards: [card('a', 'doing', 1)] }));
    expect(titles(after)).toEqual([['b', 'c'], ['x', 'a'], []]);
    expect(after.lists[0]!.cards.map(({ position }) => position)).toEqual([0, 1]);
  });

  it('puts changed lists at their places and drops removed lists with their cards', () => {
    const after = applyBoardChanges(
      board(),
      changes({
        lists: [{ id: 'new', boardId: 'b', name: 'Nova', color: '#000000', position: 0 }],
        cards: [card('n', 'new', 0)],
        removedListIds: ['doing'],
        removedCardIds: ['c'],
      }),
    );
    expect(after.lists.map(({ id, position }) => [id, position])).toEqual([
      ['new', 0],
      ['todo', 1],
      ['done', 2],
    ]);
    expect(titles(after)).toEqual([['n'], ['a', 'b'], []]);
  });

  it('refuses changes from another version or that do not fit the board', () => {
    expect(() => applyBoardChanges(board(), changes({ since: 6 }))).toThrow(BoardChangesMismatch);
    expect(() => applyBoardChanges(board(), changes({ cards: [card('a', 'doing', 5)] }))).toThrow(
      BoardChangesMismatch,
    );
    expect(() => applyBoardChanges(board(), changes({ cards: [card('a', 'gone', 0)] }))).toThrow(
      BoardChangesMismatch,
    );
  });
});
