import type { CardResponse, MoveCardRequest } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { moveCardInBoard } from '../logic/board-cache';
import { moveBack } from '../logic/undo-moves';
import { optimisticBoardUpdate } from './optimistic-board';

export const moveCard = (move: MoveCardRequest) =>
  http.write<CardResponse>('POST', '/cards/move', move);

const moveCardMutation = (queryClient: QueryClient, boardId: string) => ({
  mutationFn: moveCard,
  ...optimisticBoardUpdate<MoveCardRequest>(
    queryClient,
    boardId,
    moveCardInBoard,
    'Erro ao mover o cartão',
  ),
});

/** A card moved by drag; once saved, 'Desfazer' moves it back unless it changed since. */
export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...moveCardMutation(queryClient, boardId),
    onSuccess: ({ answer: { card: moved } }, move, snapshot) => {
      const back = snapshot.previous && moveBack(snapshot.previous, move, moved);
      if (!back) return;
      offerUndo({
        message: 'Cartão movido',
        undo: () => runMutation(queryClient, moveCardMutation(queryClient, boardId), back),
      });
    },
  });
}
