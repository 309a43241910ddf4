import type { ArchiveCardsResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { emptyListInBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';

export const archiveListCards = (listId: string) =>
  http.write<ArchiveCardsResponse>('POST', `/lists/${encodeURIComponent(listId)}/archive-cards`);

/**
 * 'Arquivar todos os cartões': the list empties at once. No undo (it would be one restore per
 * card); 'Itens arquivados' brings them back.
 */
export function useArchiveListCards(boardId: string) {
  const queryClient = useQueryClient();
  const change = optimisticBoardUpdate(
    queryClient,
    boardId,
    emptyListInBoard,
    'Erro ao arquivar os cartões',
  );
  return useMutation({
    ...change,
    mutationFn: archiveListCards,
    onSuccess: ({ answer: { archived } }) =>
      toast.message(archived === 1 ? '1 cartão arquivado' : `${archived} cartões arquivados`),
    onSettled: (written, error) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  });
}
