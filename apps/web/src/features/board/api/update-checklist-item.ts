import type { ChecklistItemResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { moveItem, moveItemTo, patchItem } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

/**
 * One change at a time: its text, ticked or not, its new place in its checklist or in another of
 * the card's (at the end unless a position is given), its assignee or its due date.
 */
export type ChecklistItemChange =
  | { text: string }
  | { done: boolean }
  | { position: number }
  | { checklistId: string; position?: number }
  | { assigneeId: string | null }
  | { dueDate: string | null };

export interface UpdateChecklistItemVariables {
  itemId: string;
  change: ChecklistItemChange;
}

export const updateChecklistItem = ({ itemId, change }: UpdateChecklistItemVariables) =>
  http.write<ChecklistItemResponse>(
    'PATCH',
    `/checklist-items/${encodeURIComponent(itemId)}`,
    change,
  );

function refusal({ change }: UpdateChecklistItemVariables) {
  if ('checklistId' in change || 'position' in change) return 'Erro ao mover o item';
  if ('done' in change) return 'Erro ao marcar o item';
  if ('assigneeId' in change) return 'Erro ao atribuir o item';
  if ('dueDate' in change) return 'Erro ao salvar a data do item';
  return 'Erro ao salvar o item';
}

export function useUpdateChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklistItem,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      (checklists, { itemId, change }: UpdateChecklistItemVariables) =>
        'checklistId' in change
          ? moveItemTo(checklists, itemId, change.checklistId, change.position)
          : 'position' in change
            ? moveItem(checklists, itemId, change.position)
            : patchItem(checklists, itemId, change),
      refusal,
    ),
  });
}
