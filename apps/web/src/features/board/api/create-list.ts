import type { ListResponse, CreateListInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { expectNewBoardVersion } from './get-board';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { addListToBoard } from '../logic/board-cache';
import type { Board } from '@quadro/contracts';

export const createList = async (body: CreateListInput) =>
  (await http.post<ListResponse>('/lists', body)).list;

/** Not optimistic (the server assigns the id); a failure is only logged (spec §8). */
export function useCreateList(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.board(boardId);
  return useMutation({
    mutationKey: mutationKeys.board(boardId),
    mutationFn: createList,
    onSuccess: (list) => {
      queryClient.setQueryData<Board>(queryKey, (board) => board && addListToBoard(board, list));
    },
    onError: (error) => console.error('Falha ao criar lista', error),
    onSettled: (_data, error) => {
      if (!error) expectNewBoardVersion(queryClient, boardId);
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
