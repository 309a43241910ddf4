import type { BoardSummary, Card, List } from '@quadro/contracts';
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

/**
 * The `{ board }` response, serialised: lists arrive ordered (positions are their indexes) and
 * each list's cards arrive as the JSON array the database built.
 */
export function serialiseBoard(
  board: BoardRow,
  listRows: ListRow[],
  cardsJson: Map<string, string>,
): string {
  const lists = listRows.map((list, index) => {
    const head = JSON.stringify(presentList(list, index));
    return `${head.slice(0, -1)},"cards":${cardsJson.get(list.id) ?? '[]'}}`;
  });
  const head = JSON.stringify({ ...presentBoardSummary(board), version: board.version });
  return `{"board":${head.slice(0, -1)},"lists":[${lists.join(',')}]}}`;
}
