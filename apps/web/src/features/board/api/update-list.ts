import type { updateListRequestSchema, ListResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { patchListInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export type UpdateListBody = z.output<typeof updateListRequestSchema>;
export interface UpdateListVariables {
  listId: string;
  changes: UpdateListBody;
}

export const updateList = async ({ listId, changes }: UpdateListVariables) =>
  (await http.patch<ListResponse>(`/lists/${encodeURIComponent(listId)}`, changes)).list;

export function useUpdateList(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    ...optimisticBoardUpdate(
      queryClient,
      boardId,
      (board, { listId, changes }: UpdateListVariables) => patchListInBoard(board, listId, changes),
    ),
  });
}
