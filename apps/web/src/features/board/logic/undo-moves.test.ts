import { describe, expect, it } from 'vitest';
import { makeBoard, makeCard } from '../testing/board-fixtures';
import { listOrderBack, moveBack } from './undo-moves';

describe('moveBack', () => {
  it('moves the card back to its list and place, as of the server’s answer', () => {
    const before = makeBoard();
    const moved = { ...makeCard('b', 'doing', 0), updatedAt: '2026-05-01T10:00:00.000Z' };
    expect(
      moveBack(
        before,
        { cardId: 'b', sourceListId: 'todo', destinationListId: 'doing', newPosition: 0 },
        moved,
      ),
    ).toEqual({
      cardId: 'b',
      sourceListId: 'doing',
      destinationListId: 'todo',
      newPosition: 1,
      unchangedSince: '2026-05-01T10:00:00.000Z',
    });
  });

  it('undoes a move within one list', () => {
    const moved = makeCard('a', 'todo', 2);
    expect(
      moveBack(
        makeBoard(),
        { cardId: 'a', sourceListId: 'todo', destinationListId: 'todo', newPosition: 2 },
        moved,
      ),
    ).toMatchObject({ sourceListId: 'todo', destinationListId: 'todo', newPosition: 0 });
  });

  it('has nothing to undo for a card the board did not hold', () => {
    const move = { cardId: '?', sourceListId: 'todo', destinationListId: 'doing', newPosition: 0 };
    expect(moveBack(makeBoard(), move, makeCard('?', 'doing', 0))).toBeNull();
  });
});

describe('listOrderBack', () => {
  it('asks for the order before, refused unless the lists are still as saved', () => {
    expect(listOrderBack(makeBoard(), ['doing', 'todo', 'done'])).toEqual({
      listIds: ['todo', 'doing', 'done'],
      expectedListIds: ['doing', 'todo', 'done'],
    });
  });
});
