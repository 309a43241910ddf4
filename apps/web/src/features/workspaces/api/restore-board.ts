import type { BoardSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { reportRefusal } from '../../../lib/report-refusal';
import { refreshBoardPlaces } from './refresh-board-places';

export const restoreBoard = async (boardId: string) =>
  (await http.post<BoardSummaryResponse>(`/boards/${encodeURIComponent(boardId)}/restore`)).board;

/** Back among the workspace's boards, and writable again. */
export const restoreBoardMutation = (queryClient: QueryClient, workspaceId: string) => ({
  mutationFn: restoreBoard,
  onError: (error: Error) => reportRefusal(error, 'Erro ao restaurar o quadro'),
  onSettled: (_board: unknown, _error: Error | null, boardId: string) =>
    Promise.all([
      refreshBoardPlaces(queryClient, workspaceId, boardId),
      queryClient.invalidateQueries({ queryKey: queryKeys.archivedBoards(workspaceId) }),
    ]),
});

export function useRestoreBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation(restoreBoardMutation(queryClient, workspaceId));
}
