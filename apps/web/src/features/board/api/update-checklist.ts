import type { ChecklistResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { patchChecklist } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

export interface RenameChecklistVariables {
  checklistId: string;
  title: string;
}

export const renameChecklist = ({ checklistId, title }: RenameChecklistVariables) =>
  http.write<ChecklistResponse>('PATCH', `/checklists/${encodeURIComponent(checklistId)}`, {
    title,
  });

export function useRenameChecklist(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChecklist,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      (checklists, { checklistId, title }: RenameChecklistVariables) =>
        patchChecklist(checklists, checklistId, { title }),
      'Erro ao renomear a checklist',
    ),
  });
}
