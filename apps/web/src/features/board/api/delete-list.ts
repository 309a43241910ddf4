import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeListFromBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';

export const deleteList = (listId: string) =>
  http.write<void>('DELETE', `/lists/${encodeURIComponent(listId)}`);

/** Deletes a list for good with its cards (archived ones too), on the board or archived. */
export function useDeleteList(boardId: string) {
  const queryClient = useQueryClient();
  const change = optimisticBoardUpdate(
    queryClient,
    boardId,
    removeListFromBoard,
    'Erro ao excluir a lista',
  );
  return useMutation({
    ...change,
    mutationFn: deleteList,
    onSettled: (written, error) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  });
}
