import type { ListResponse, CreateListInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { http, type Written } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { addListToBoard } from '../logic/board-cache';
import type { Board } from '@quadro/contracts';

export const createList = (body: CreateListInput) =>
  http.write<ListResponse>('POST', '/lists', body);

/** Not optimistic (the server assigns the id); a failure is only logged (spec §8). */
export function useCreateList(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.board(boardId);
  return useMutation({
    mutationKey: mutationKeys.board(boardId),
    mutationFn: createList,
    onSuccess: ({ answer: { list } }) => {
      queryClient.setQueryData<Board>(queryKey, (board) => board && addListToBoard(board, list));
    },
    onError: (error) => console.error('Falha ao criar lista', error),
    onSettled: (written: Written<ListResponse> | undefined, error) => {
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
