import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const deleteBoard = (boardId: string) =>
  http.delete<void>(`/boards/${encodeURIComponent(boardId)}`);

/** Deletes the board with its lists and cards; the workspace's board list is refetched. */
export function useDeleteBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: (_nothing, boardId) => {
      queryClient.removeQueries({ queryKey: queryKeys.board(boardId) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.defaultBoard(workspaceId) }),
      ]),
  });
}
