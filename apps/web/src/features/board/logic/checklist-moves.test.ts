import type { ChecklistItem } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { positionAt, positionPast } from './checklist-moves';

const item = (id: string, done = false): ChecklistItem => ({
  id,
  checklistId: 'list',
  text: id,
  done,
  position: 0,
  assigneeId: null,
  dueDate: null,
});

describe('checklist moves', () => {
  const items = [item('a'), item('b', true), item('c'), item('d')];

  it('moves past the next item shown, counted in the whole checklist', () => {
    expect(positionPast(items, items, 'c', -1)).toBe(1);
    expect(positionPast(items, items, 'a', 1)).toBe(1);
    expect(positionPast(items, items, 'a', -1)).toBeNull();
    expect(positionPast(items, items, 'd', 1)).toBeNull();
  });

  it('steps over hidden done items', () => {
    const shown = items.filter((candidate) => !candidate.done);
    expect(positionPast(items, shown, 'c', -1)).toBe(0);
    expect(positionPast(items, shown, 'a', 1)).toBe(2);
  });

  it('drops at the place of the item it is over', () => {
    expect(positionAt(items, 'd')).toBe(3);
    expect(positionAt(items, '?')).toBeNull();
  });
});
