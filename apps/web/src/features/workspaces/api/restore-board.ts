import type { BoardSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, type Written } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { reportRefusal } from '../../../lib/report-refusal';
import { refreshBoardPlaces } from './refresh-board-places';

export const restoreBoard = (boardId: string) =>
  http.write<BoardSummaryResponse>('POST', `/boards/${encodeURIComponent(boardId)}/restore`);

/** Back among the workspace's boards, and writable again. */
export const restoreBoardMutation = (queryClient: QueryClient, workspaceId: string) => ({
  mutationFn: restoreBoard,
  onError: (error: Error) => reportRefusal(error, 'Erro ao restaurar o quadro'),
  onSettled: (
    written: Written<BoardSummaryResponse> | undefined,
    _error: Error | null,
    boardId: string,
  ) =>
    Promise.all([
      refreshBoardPlaces(queryClient, workspaceId, boardId, written),
      queryClient.invalidateQueries({ queryKey: queryKeys.archivedBoards(workspaceId) }),
    ]),
});

export function useRestoreBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation(restoreBoardMutation(queryClient, workspaceId));
}
