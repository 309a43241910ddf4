import type { Board, CardWrittenResponse, CreateCardInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { expectNewBoardVersion } from './get-board';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { upsertCardInBoard } from '../logic/board-cache';

export const createCard = (body: CreateCardInput) => http.post<CardWrittenResponse>('/cards', body);

/** Not optimistic (the server assigns the id); a failure is only logged (spec §8). */
export function useCreateCard(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.board(boardId);
  return useMutation({
    mutationKey: mutationKeys.board(boardId),
    mutationFn: createCard,
    onSuccess: ({ card }) => {
      queryClient.setQueryData<Board>(queryKey, (board) => board && upsertCardInBoard(board, card));
    },
    onError: (error) => console.error('Falha ao criar cartão', error),
    onSettled: (written, error) => {
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
