import type { BoardSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface BoardFields {
  name: string;
  color: string;
}

/** A new board (seeded like the first one) or the name and colour of an existing one. */
export type SaveBoard = { workspaceId: string } & (
  { boardId?: undefined; fields: BoardFields } | { boardId: string; fields: Partial<BoardFields> }
);

export const saveBoard = ({ workspaceId, boardId, fields }: SaveBoard) =>
  boardId
    ? http.write<BoardSummaryResponse>('PATCH', `/boards/${encodeURIComponent(boardId)}`, fields)
    : http.write<BoardSummaryResponse>(
        'POST',
        `/boards/workspace/${encodeURIComponent(workspaceId)}`,
        fields,
      );

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoard,
    onSettled: (written, error, { workspaceId, boardId }) => {
      if (boardId && !error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
        boardId && queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) }),
      ]);
    },
  });
}
