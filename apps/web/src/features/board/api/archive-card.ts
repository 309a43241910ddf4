import type { CardResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { findCard, removeCardFromBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';
import { restoreCardMutation } from './restore-card';

export const archiveCard = (cardId: string) =>
  http.write<CardResponse>('POST', `/cards/${encodeURIComponent(cardId)}/archive`);

/** The card leaves the board at once; once saved, 'Desfazer' restores it to its place. */
export function useArchiveCard(boardId: string) {
  const queryClient = useQueryClient();
  const change = optimisticBoardUpdate(
    queryClient,
    boardId,
    removeCardFromBoard,
    'Erro ao arquivar o cartão',
  );
  return useMutation({
    ...change,
    mutationFn: archiveCard,
    onSuccess: (_card, cardId, snapshot) => {
      const before = snapshot.previous && findCard(snapshot.previous, cardId)?.card;
      offerUndo({
        message: 'Cartão arquivado',
        undo: () =>
          runMutation(queryClient, restoreCardMutation(queryClient, boardId), { cardId, before }),
      });
    },
    onSettled: (written, error) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  });
}
