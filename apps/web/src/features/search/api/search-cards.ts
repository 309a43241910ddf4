import type { SearchResponse } from '@quadro/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface SearchScope {
  /** Trimmed; nothing is asked for while it is empty. */
  q: string;
  /** Only this workspace's boards; all of the caller's workspaces when null. */
  workspaceId: string | null;
  includeArchived: boolean;
}

export function searchCards(
  { q, workspaceId, includeArchived }: SearchScope,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ q, includeArchived: String(includeArchived) });
  if (workspaceId) params.set('workspaceId', workspaceId);
  if (cursor) params.set('cursor', cursor);
  return http.get<SearchResponse>(`/search?${params.toString()}`, { signal });
}

export const searchQueryOptions = (scope: SearchScope) =>
  infiniteQueryOptions({
    queryKey: queryKeys.search(scope.q, scope.workspaceId, scope.includeArchived),
    // The signal aborts the request once a newer query takes its place (its results unwatched).
    queryFn: ({ pageParam, signal }) => searchCards(scope, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: scope.q.length > 0,
    staleTime: 30_000,
  });

/**
 * The cards that match, most relevant first, in pages. While a new query loads, the previous
 * results stay on screen (`isPlaceholderData`) rather than blinking away at every key.
 */
export function useSearchCards(scope: SearchScope) {
  return useInfiniteQuery({ ...searchQueryOptions(scope), placeholderData: keepPreviousData });
}
