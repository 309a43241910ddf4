import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedCard,
} from '@quadro/contracts';
import type { ExportRows } from './exports.repository.js';

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The board's rows as the documented export (docs/export-format.md). */
export function presentBoardExport(rows: ExportRows, exportedAt: Date): BoardExport {
  const people = new Map(rows.people.map((person) => [person.id, person]));
  const personOf = (id: string | null) => (id === null ? null : (people.get(id) ?? null));
  const itemsOf = groupBy(rows.items, (item) => item.checklistId);
  const checklistsOf = groupBy(rows.checklists, (checklist) => checklist.cardId);
  const commentsOf = groupBy(rows.comments, (comment) => comment.cardId);
  const cardsOf = groupBy(rows.cards, (card) => card.listId);
  const card = (row: ExportRows['cards'][number]): ExportedCard => ({
    id: row.id,
    title: row.title,
    description: row.description,
    labelIds: row.labelIds,
    assignee: personOf(row.assigneeId),
    dueDate: row.dueDate,
    dueComplete: row.dueComplete,
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    checklists: (checklistsOf.get(row.id) ?? []).map((checklist) => ({
      id: checklist.id,
      title: checklist.title,
      items: (itemsOf.get(checklist.id) ?? []).map(({ checklistId: _, assigneeId, ...item }) => ({
        ...item,
        assignee: personOf(assigneeId),
      })),
    })),
    comments: (commentsOf.get(row.id) ?? []).map(({ cardId: _, userId, ...comment }) => ({
      ...comment,
      author: personOf(userId),
    })),
  });
  return {
    format: BOARD_EXPORT_FORMAT,
    version: BOARD_EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    board: rows.board,
    labels: rows.labels as BoardExport['labels'],
    lists: rows.lists.map((list) => ({ ...list, cards: (cardsOf.get(list.id) ?? []).map(card) })),
    activity: rows.activity.map(({ userId, ...entry }) => ({
      ...entry,
      author: personOf(userId),
    })) as BoardExport['activity'],
  };
}
