import type { Checklist, ChecklistResponse, CreateChecklistInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { addChecklist } from '../logic/checklist-cache';
import { optimisticChecklistUpdate } from './optimistic-checklists';

export const createChecklist = (cardId: string, body: CreateChecklistInput) =>
  http.write<ChecklistResponse>('POST', `/cards/${encodeURIComponent(cardId)}/checklists`, body);

/** Shown once the server answers (it names the checklist its items will be added to). */
export function useCreateChecklist(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChecklistInput) => createChecklist(cardId, body),
    ...optimisticChecklistUpdate(
      queryClient,
      boardId,
      cardId,
      (checklists) => checklists,
      'Erro ao adicionar a checklist',
    ),
    onSuccess: ({ answer: { checklist } }) => {
      queryClient.setQueryData<Checklist[]>(
        queryKeys.checklists(boardId, cardId),
        (checklists) => checklists && addChecklist(checklists, checklist),
      );
    },
  });
}
