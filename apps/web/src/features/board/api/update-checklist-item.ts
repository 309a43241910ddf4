import type { ChecklistItemResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { moveItem, patchItem } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

/** One change at a time: its text, ticked or not, or its new place in its checklist. */
export type ChecklistItemChange = { text: string } | { done: boolean } | { position: number };

export interface UpdateChecklistItemVariables {
  itemId: string;
  change: ChecklistItemChange;
}

export const updateChecklistItem = async ({ itemId, change }: UpdateChecklistItemVariables) =>
  (
    await http.patch<ChecklistItemResponse>(
      `/checklist-items/${encodeURIComponent(itemId)}`,
      change,
    )
  ).item;

const refusal = ({ change }: UpdateChecklistItemVariables) =>
  'position' in change
    ? 'Erro ao mover o item'
    : 'done' in change
      ? 'Erro ao marcar o item'
      : 'Erro ao salvar o item';

export function useUpdateChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklistItem,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      (checklists, { itemId, change }: UpdateChecklistItemVariables) =>
        'position' in change
          ? moveItem(checklists, itemId, change.position)
          : patchItem(checklists, itemId, change),
      refusal,
    ),
  });
}
