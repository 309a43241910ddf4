import { describe, expect, it } from 'vitest';
import { computeCardMove, computeListOrder } from './drop-index';
import { cardMatchesFilter } from './member-filter';

const lists = [
  { id: 'todo', cards: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }] },
  { id: 'doing', cards: [{ id: 'x' }, { id: 'y' }] },
  { id: 'done', cards: [] },
];

describe('computeCardMove', () => {
  it("drops on another list's card at that card's index", () => {
    expect(computeCardMove(lists, 'b', { type: 'card', id: 'y' })).toEqual({
      cardId: 'b',
      sourceListId: 'todo',
      destinationListId: 'doing',
      newPosition: 1,
    });
  });

  it('drops on a card of the same list at its index, in both directions', () => {
    expect(computeCardMove(lists, 'a', { type: 'card', id: 'd' })?.newPosition).toBe(3);
    expect(computeCardMove(lists, 'e', { type: 'card', id: 'b' })?.newPosition).toBe(1);
  });

  it('drops on another list at its end', () => {
    expect(computeCardMove(lists, 'a', { type: 'list', id: 'doing' })).toMatchObject({
      destinationListId: 'doing',
      newPosition: 2,
    });
    expect(computeCardMove(lists, 'a', { type: 'list', id: 'done' })?.newPosition).toBe(0);
  });

  it('drops on its own list at the last index', () => {
    expect(computeCardMove(lists, 'b', { type: 'list', id: 'todo' })).toMatchObject({
      sourceListId: 'todo',
      destinationListId: 'todo',
      newPosition: 4,
    });
  });

  it('does nothing when dropped on itself or where it already is', () => {
    expect(computeCardMove(lists, 'c', { type: 'card', id: 'c' })).toBeNull();
    expect(computeCardMove(lists, 'e', { type: 'list', id: 'todo' })).toBeNull();
    expect(computeCardMove(lists, 'zz', { type: 'list', id: 'todo' })).toBeNull();
    expect(computeCardMove(lists, 'a', { type: 'list', id: 'nope' })).toBeNull();
  });

  it('counts positions in the full list while a filter hides cards', () => {
    // Only a, c and e are visible (say, assigned to one member); the drop still targets the full list.
    const assignee: Record<string, string | null> = { a: 'm', b: null, c: 'm', d: null, e: 'm' };
    const visible = lists[0]!.cards.filter((card) =>
      cardMatchesFilter({ assigneeId: assignee[card.id] ?? null }, 'm'),
    );
    expect(visible.map((card) => card.id)).toEqual(['a', 'c', 'e']);
    // Dropping a on e (2nd index in the filtered view) is index 4 in the full list.
    expect(computeCardMove(lists, 'a', { type: 'card', id: 'e' })?.newPosition).toBe(4);
    expect(computeCardMove(lists, 'x', { type: 'card', id: 'c' })?.newPosition).toBe(2);
  });
});

describe('computeListOrder', () => {
  it('moves the dragged list to the index of the one it is dropped on', () => {
    expect(computeListOrder(['l1', 'l2', 'l3'], 'l1', 'l3')).toEqual(['l2', 'l3', 'l1']);
    expect(computeListOrder(['l1', 'l2', 'l3'], 'l3', 'l1')).toEqual(['l3', 'l1', 'l2']);
  });

  it('answers null when nothing changes', () => {
    expect(computeListOrder(['l1', 'l2'], 'l1', 'l1')).toBeNull();
    expect(computeListOrder(['l1', 'l2'], 'l1', 'card-id')).toBeNull();
  });
});
