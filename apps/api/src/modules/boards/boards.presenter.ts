import type { Board, BoardSummary, Card, List } from '@quadro/contracts';
import type { AssigneeRow, CardRow } from '../cards/cards.repository.js';
import type { ListRow } from '../lists/lists.repository.js';
import type { BoardRow } from './boards.repository.js';

export function presentBoardSummary(row: BoardRow): BoardSummary {
  return { id: row.id, workspaceId: row.workspaceId, name: row.name, color: row.color };
}

export function presentList(row: ListRow, position: number): List {
  return { id: row.id, boardId: row.boardId, name: row.name, color: row.color, position };
}

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
          avatarUrl: assignee.avatarUrl,
        }
      : null,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows arrive ordered (lists by key, cards by list then key): positions are their dense indexes. */
export function presentBoard(
  board: BoardRow,
  listRows: ListRow[],
  cardRows: { card: CardRow; assignee: AssigneeRow | null }[],
): Board {
  const cardsByList = new Map<string, Card[]>(listRows.map((list) => [list.id, []]));
  for (const { card, assignee } of cardRows) {
    const bucket = cardsByList.get(card.listId);
    if (bucket) bucket.push(presentCard(card, assignee?.id ? assignee : null, bucket.length));
  }
  return {
    ...presentBoardSummary(board),
    version: board.version,
    lists: listRows.map((list, index) => ({
      ...presentList(list, index),
      cards: cardsByList.get(list.id) ?? [],
    })),
  };
}
