import type { ChecklistsResponse } from '@quadro/contracts';
import type { Checklist } from '@quadro/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getChecklists = async (cardId: string, signal?: AbortSignal) =>
  (
    await http.get<ChecklistsResponse>(`/cards/${encodeURIComponent(cardId)}/checklists`, {
      signal,
    })
  ).checklists;

/** Kept under the board's key: a change of the board (events, polling) refetches them. */
export const checklistsQueryOptions = (boardId: string, cardId: string) =>
  queryOptions({
    queryKey: queryKeys.checklists(boardId, cardId),
    queryFn: ({ signal }) => getChecklists(cardId, signal),
  });

/** A card's checklists with their items, in order. */
export function useChecklists(boardId: string, cardId: string) {
  return useQuery(checklistsQueryOptions(boardId, cardId));
}

/** A checklist as the cache holds it now, changes not yet rendered included. */
export const cachedChecklist = (
  queryClient: QueryClient,
  boardId: string,
  cardId: string,
  checklistId: string,
): Checklist | undefined =>
  queryClient
    .getQueryData<Checklist[]>(queryKeys.checklists(boardId, cardId))
    ?.find((checklist) => checklist.id === checklistId);
