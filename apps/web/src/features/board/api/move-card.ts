import type { Card } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { moveCardInBoard, type CardMove } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export const moveCard = async (move: CardMove) =>
  (await http.post<{ card: Card }>('/cards/move', move)).card;

export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCard,
    ...optimisticBoardUpdate(queryClient, boardId, moveCardInBoard),
  });
}
