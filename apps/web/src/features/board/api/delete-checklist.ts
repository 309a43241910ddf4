import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeChecklist } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

export const deleteChecklist = (checklistId: string) =>
  http.write<void>('DELETE', `/checklists/${encodeURIComponent(checklistId)}`);

export function useDeleteChecklist(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      removeChecklist,
      'Erro ao excluir a checklist',
    ),
  });
}
