import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

export const deleteBoard = (boardId: string) =>
  http.delete<void>(`/boards/${encodeURIComponent(boardId)}`);

/**
 * Deletes the board with its lists and cards; the workspace's board list is refetched.
 * `onDeleted` (where to go next) runs as part of the mutation, so the board's event stream,
 * which hears of the deletion too, leaves the moving on to it.
 */
export function useDeleteBoard(workspaceId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.leaving(),
    mutationFn: deleteBoard,
    onSuccess: (_nothing, boardId) => {
      queryClient.removeQueries({ queryKey: queryKeys.board(boardId) });
      onDeleted();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.defaultBoard(workspaceId) }),
      ]),
  });
}
