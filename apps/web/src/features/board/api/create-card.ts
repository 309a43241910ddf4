import type { Board, CardResponse, CreateCardInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { http, type Written } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { upsertCardInBoard } from '../logic/board-cache';

export const createCard = (body: CreateCardInput) =>
  http.write<CardResponse>('POST', '/cards', body);

/** Not optimistic (the server assigns the id); a failure is only logged (spec §8). */
export function useCreateCard(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.board(boardId);
  return useMutation({
    mutationKey: mutationKeys.board(boardId),
    mutationFn: createCard,
    onSuccess: ({ answer: { card } }) => {
      queryClient.setQueryData<Board>(queryKey, (board) => board && upsertCardInBoard(board, card));
    },
    onError: (error) => console.error('Falha ao criar cartão', error),
    onSettled: (written: Written<CardResponse> | undefined, error) => {
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
