import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeCardFromBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';

export const deleteCard = (cardId: string) =>
  http.write<void>('DELETE', `/cards/${encodeURIComponent(cardId)}`);

/** Deletes a card for good, one on the board or an archived one. */
export function useDeleteCard(boardId: string) {
  const queryClient = useQueryClient();
  const change = optimisticBoardUpdate(
    queryClient,
    boardId,
    removeCardFromBoard,
    'Erro ao excluir o cartão',
  );
  return useMutation({
    ...change,
    mutationFn: deleteCard,
    onSettled: (written, error) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  });
}
