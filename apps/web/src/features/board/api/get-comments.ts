import type { CommentsResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The card's latest comments, oldest first (older pages are not fetched yet). */
export const getComments = (cardId: string, signal?: AbortSignal) =>
  http.get<CommentsResponse>(`/comments/card/${encodeURIComponent(cardId)}`, { signal });

export const commentsQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: queryKeys.comments(cardId),
    queryFn: ({ signal }) => getComments(cardId, signal),
  });

export function useComments(cardId: string) {
  return useQuery(commentsQueryOptions(cardId));
}
