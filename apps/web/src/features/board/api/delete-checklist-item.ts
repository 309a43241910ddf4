import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeItem } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

export const deleteChecklistItem = (itemId: string) =>
  http.write<void>('DELETE', `/checklist-items/${encodeURIComponent(itemId)}`);

export function useDeleteChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistItem,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      removeItem,
      'Erro ao excluir o item',
    ),
  });
}
