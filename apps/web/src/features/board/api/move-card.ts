import type { CardResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { moveCardInBoard, type CardMove } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export const moveCard = async (move: CardMove) =>
  (await http.post<CardResponse>('/cards/move', move)).card;

export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCard,
    ...optimisticBoardUpdate(queryClient, boardId, moveCardInBoard, 'Erro ao mover o cartão'),
  });
}
