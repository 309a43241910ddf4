import type { Board, Card, CardResponse } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, type Written } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { upsertCardInBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';

export interface RestoreCardVariables {
  cardId: string;
  /** The card as it was before it was archived (an undo): back in its place at once. */
  before?: Card | undefined;
}

export const restoreCard = (cardId: string) =>
  http.write<CardResponse>('POST', `/cards/${encodeURIComponent(cardId)}/restore`);

/** Back on the board where the server puts it (its old place, or the first list's end). */
export function restoreCardMutation(queryClient: QueryClient, boardId: string) {
  const change = optimisticBoardUpdate<RestoreCardVariables>(
    queryClient,
    boardId,
    (board, { before }) => (before ? upsertCardInBoard(board, before) : board),
    'Erro ao restaurar o cartão',
  );
  return {
    ...change,
    mutationFn: ({ cardId }: RestoreCardVariables) => restoreCard(cardId),
    onSuccess: ({ answer: { card } }: Written<CardResponse>) => {
      queryClient.setQueryData<Board>(
        queryKeys.board(boardId),
        (board) => board && upsertCardInBoard(board, card),
      );
    },
    onSettled: (
      written: Written<CardResponse> | undefined,
      error: Error | null,
      { cardId }: RestoreCardVariables,
    ) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cardDetail(cardId) });
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  };
}

export function useRestoreCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation(restoreCardMutation(queryClient, boardId));
}
