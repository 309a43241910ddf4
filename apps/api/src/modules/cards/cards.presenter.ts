import { safeAvatarUrl, type Card } from '@quadro/contracts';
import type { AssigneeRow, CardRow } from './cards.repository.js';

export function presentCard(row: CardRow, assignee: AssigneeRow | null, position: number): Card {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    listId: row.listId,
    position,
    assigneeId: row.assigneeId,
    assignee: assignee
      ? {
          id: assignee.id,
          name: assignee.name,
          email: assignee.email,
          avatarUrl: safeAvatarUrl(assignee.avatarUrl),
        }
      : null,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
