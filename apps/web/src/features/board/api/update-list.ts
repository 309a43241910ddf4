import type { ListResponse, UpdateListInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { patchListInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export interface UpdateListVariables {
  listId: string;
  changes: UpdateListInput;
}

export const updateList = ({ listId, changes }: UpdateListVariables) =>
  http.write<ListResponse>('PATCH', `/lists/${encodeURIComponent(listId)}`, changes);

export function useUpdateList(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    ...optimisticBoardUpdate(
      queryClient,
      boardId,
      (board, { listId, changes }: UpdateListVariables) => patchListInBoard(board, listId, changes),
      'Erro ao salvar a lista',
    ),
  });
}
