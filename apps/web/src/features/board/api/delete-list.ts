import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeListFromBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export const deleteList = (listId: string) =>
  http.delete<void>(`/lists/${encodeURIComponent(listId)}`);

export function useDeleteList(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    ...optimisticBoardUpdate(queryClient, boardId, removeListFromBoard, 'Erro ao excluir a lista'),
  });
}
