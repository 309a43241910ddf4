import type { BoardSummary, Label } from '@quadro/contracts';
import { presentList } from '../lists/lists.presenter.js';
import type { BoardList } from '../lists/lists.service.js';
import type { ListCardsJson } from '../cards/cards.service.js';
import type { BoardRow } from './boards.repository.js';

export function presentBoardSummary(
  row: Pick<BoardRow, 'id' | 'workspaceId' | 'name' | 'color'>,
): BoardSummary {
  return { id: row.id, workspaceId: row.workspaceId, name: row.name, color: row.color };
}

/**
 * The board's own fields, serialised: what its responses carry besides its lists. `labels` is
 * the board's labels as a JSON array.
 */
export function serialiseBoardHead(
  board: Pick<BoardRow, 'id' | 'workspaceId' | 'name' | 'color' | 'version'> & {
    archivedAt: string | null;
  },
  labels: string,
): string {
  const head = JSON.stringify({
    ...presentBoardSummary(board),
    version: board.version,
    archivedAt: board.archivedAt,
  });
  return `${head.slice(0, -1)},"labels":${labels}}`;
}

/**
 * The `{ board }` responses, serialised: the whole board, and its first screen (each list's first
 * cards and their count). Lists arrive ordered (positions are their indexes) and each list's
 * cards arrive as the JSON arrays the database built.
 */
export function serialiseBoard(
  board: BoardRow,
  labels: Label[],
  listRows: BoardList[],
  cards: ReadonlyMap<string, ListCardsJson>,
): { body: string; preview: string } {
  const head = serialiseBoardHead(
    { ...board, archivedAt: board.archivedAt?.toISOString() ?? null },
    JSON.stringify(labels),
  );
  const wrap = (lists: string[]) => `{"board":${head.slice(0, -1)},"lists":[${lists.join(',')}]}}`;
  const listHeads = listRows.map((list, index) =>
    JSON.stringify(presentList(list, index)).slice(0, -1),
  );
  return {
    body: wrap(
      listRows.map(
        (list, index) => `${listHeads[index]},"cards":${cards.get(list.id)?.json ?? '[]'}}`,
      ),
    ),
    preview: wrap(
      listRows.map((list, index) => {
        const listCards = cards.get(list.id);
        return `${listHeads[index]},"cards":${listCards?.firstJson ?? '[]'},"cardCount":${listCards?.count ?? 0}}`;
      }),
    ),
  };
}
