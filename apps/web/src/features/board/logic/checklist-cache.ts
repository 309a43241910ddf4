import type { Card, Checklist, ChecklistItem } from '@quadro/contracts';

/**
 * Pure edits of a card's cached checklists, used by optimistic updates. Positions stay dense, as
 * the server keeps them; every checklist and item an edit does not touch keeps its identity.
 */

/** An item shown before the server has answered its creation: it cannot be changed yet. */
const PENDING = 'pending-';
let pendingCount = 0;
export const pendingItemId = () => `${PENDING}${(pendingCount += 1)}`;
export const isPending = (id: string) => id.startsWith(PENDING);

function withPositions<T extends { position: number }>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.position === index ? item : { ...item, position: index },
  );
}

/** The tile's count: items done and in all, null without items (as the board answers it). */
export function checklistCounts(checklists: Checklist[]): Card['checklist'] {
  const items = checklists.flatMap((checklist) => checklist.items);
  if (items.length === 0) return null;
  return { done: items.filter((item) => item.done).length, total: items.length };
}

function mapItems(
  checklists: Checklist[],
  checklistId: string,
  update: (items: readonly ChecklistItem[]) => ChecklistItem[],
): Checklist[] {
  return checklists.map((checklist) =>
    checklist.id === checklistId ? { ...checklist, items: update(checklist.items) } : checklist,
  );
}

const checklistOf = (checklists: Checklist[], itemId: string) =>
  checklists.find((checklist) => checklist.items.some((item) => item.id === itemId));

export function addChecklist(checklists: Checklist[], added: Checklist): Checklist[] {
  if (checklists.some((checklist) => checklist.id === added.id)) return checklists;
  return withPositions([...checklists, added]);
}

export function patchChecklist(
  checklists: Checklist[],
  checklistId: string,
  patch: Partial<Pick<Checklist, 'title'>>,
): Checklist[] {
  return checklists.map((checklist) =>
    checklist.id === checklistId ? { ...checklist, ...patch } : checklist,
  );
}

export function removeChecklist(checklists: Checklist[], checklistId: string) {
  return withPositions(checklists.filter((checklist) => checklist.id !== checklistId));
}

/** An item at the end of its checklist (where the server appends it). */
export function addItem(checklists: Checklist[], item: ChecklistItem): Checklist[] {
  return mapItems(checklists, item.checklistId, (items) => withPositions([...items, item]));
}

/** The server's item in place of the one shown while it was being created. */
export function replaceItem(
  checklists: Checklist[],
  itemId: string,
  item: ChecklistItem,
): Checklist[] {
  return mapItems(checklists, item.checklistId, (items) =>
    items.map((candidate) =>
      candidate.id === itemId ? { ...item, position: candidate.position } : candidate,
    ),
  );
}

export function patchItem(
  checklists: Checklist[],
  itemId: string,
  patch: Partial<Pick<ChecklistItem, 'text' | 'done' | 'assigneeId' | 'dueDate'>>,
): Checklist[] {
  const owner = checklistOf(checklists, itemId);
  if (!owner) return checklists;
  return mapItems(checklists, owner.id, (items) =>
    items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
  );
}

/** Moves an item to `position` (0-based, counted among all its checklist's items). */
export function moveItem(checklists: Checklist[], itemId: string, position: number): Checklist[] {
  const owner = checklistOf(checklists, itemId);
  const item = owner?.items.find((candidate) => candidate.id === itemId);
  if (!owner || !item) return checklists;
  const rest = owner.items.filter((candidate) => candidate.id !== itemId);
  const index = Math.max(0, Math.min(position, rest.length));
  return mapItems(checklists, owner.id, () =>
    withPositions([...rest.slice(0, index), item, ...rest.slice(index)]),
  );
}

/** Moves an item to another checklist, at `position` there (by default, its end). */
export function moveItemTo(
  checklists: Checklist[],
  itemId: string,
  checklistId: string,
  position = Number.POSITIVE_INFINITY,
): Checklist[] {
  const owner = checklistOf(checklists, itemId);
  const item = owner?.items.find((candidate) => candidate.id === itemId);
  const target = checklists.find((checklist) => checklist.id === checklistId);
  if (!owner || !item || !target) return checklists;
  if (owner === target) return moveItem(checklists, itemId, position);
  const index = Math.max(0, Math.min(position, target.items.length));
  const moved = { ...item, checklistId };
  return mapItems(
    mapItems(checklists, owner.id, (items) =>
      withPositions(items.filter((candidate) => candidate.id !== itemId)),
    ),
    checklistId,
    (items) => withPositions([...items.slice(0, index), moved, ...items.slice(index)]),
  );
}

export function removeItem(checklists: Checklist[], itemId: string): Checklist[] {
  const owner = checklistOf(checklists, itemId);
  if (!owner) return checklists;
  return mapItems(checklists, owner.id, (items) =>
    withPositions(items.filter((item) => item.id !== itemId)),
  );
}
