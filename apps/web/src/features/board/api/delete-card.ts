import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeCardFromBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export const deleteCard = (cardId: string) =>
  http.delete<void>(`/cards/${encodeURIComponent(cardId)}`);

export function useDeleteCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    ...optimisticBoardUpdate(queryClient, boardId, removeCardFromBoard, 'Erro ao excluir o cartão'),
  });
}
