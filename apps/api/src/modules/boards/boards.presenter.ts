import type { BoardSummary } from '@quadro/contracts';
import { presentList } from '../lists/lists.presenter.js';
import type { ListRow } from '../lists/lists.repository.js';
import type { BoardRow } from './boards.repository.js';

export function presentBoardSummary(row: BoardRow): BoardSummary {
  return { id: row.id, workspaceId: row.workspaceId, name: row.name, color: row.color };
}

/**
 * The `{ board }` response, serialised: lists arrive ordered (positions are their indexes) and
 * each list's cards arrive as the JSON array the database built.
 */
export function serialiseBoard(
  board: BoardRow,
  listRows: ListRow[],
  cards: ReadonlyMap<string, { json: string }>,
): string {
  const lists = listRows.map((list, index) => {
    const head = JSON.stringify(presentList(list, index));
    return `${head.slice(0, -1)},"cards":${cards.get(list.id)?.json ?? '[]'}}`;
  });
  const head = JSON.stringify({ ...presentBoardSummary(board), version: board.version });
  return `{"board":${head.slice(0, -1)},"lists":[${lists.join(',')}]}}`;
}
