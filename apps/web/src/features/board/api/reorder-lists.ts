import type { ListsResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reorderListsInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

/** `listIds` is the new order of ALL the board's lists. */
export const reorderLists = async (boardId: string, listIds: string[]) =>
  (await http.post<ListsResponse>('/lists/reorder', { boardId, listIds })).lists;

export function useReorderLists(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listIds: string[]) => reorderLists(boardId, listIds),
    ...optimisticBoardUpdate(queryClient, boardId, reorderListsInBoard, 'Erro ao mover a lista'),
  });
}
