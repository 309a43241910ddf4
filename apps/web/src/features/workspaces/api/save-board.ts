import type { BoardSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export const saveBoard = async ({ workspaceId, boardId, fields }: SaveBoard) =>
  (boardId
    ? await http.patch<BoardSummaryResponse>(`/boards/${encodeURIComponent(boardId)}`, fields)
    : await http.post<BoardSummaryResponse>(
        `/boards/workspace/${encodeURIComponent(workspaceId)}`,
        fields,
      )
  ).board;

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoard,
    onSettled: (_board, _error, { workspaceId, boardId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
        boardId && queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId) }),
      ]),
  });
}
