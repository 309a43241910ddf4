import type { Checklist, ChecklistItemResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { addItem, pendingItemId, replaceItem } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

export interface CreateChecklistItemVariables {
  checklistId: string;
  text: string;
  /** The id it shows under until the server answers. */
  pendingId: string;
}

export const createChecklistItem = ({ checklistId, text }: CreateChecklistItemVariables) =>
  http.write<ChecklistItemResponse>(
    'POST',
    `/checklists/${encodeURIComponent(checklistId)}/items`,
    { text },
  );

/**
 * An item shown at the end of its checklist at once (unchangeable until the server answers with
 * its id), so several can be typed in a row; removed with a toast if refused.
 */
export function useCreateChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createChecklistItem,
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      (checklists, { checklistId, text, pendingId }: CreateChecklistItemVariables) =>
        addItem(checklists, {
          id: pendingId,
          checklistId,
          text,
          done: false,
          position: 0,
          assigneeId: null,
          dueDate: null,
        }),
      'Erro ao adicionar o item',
    ),
    onSuccess: ({ answer: { item } }, { pendingId }) => {
      queryClient.setQueryData<Checklist[]>(
        queryKeys.checklists(boardId, cardId),
        (checklists) => checklists && replaceItem(checklists, pendingId, item),
      );
    },
  });
  return {
    ...mutation,
    add: (checklistId: string, text: string) =>
      mutation.mutate({ checklistId, text, pendingId: pendingItemId() }),
  };
}
