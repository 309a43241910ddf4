import type { ArchivedItemsResponse } from '@quadro/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type ArchivedKind = 'card' | 'list';

export function getArchivedItems(
  boardId: string,
  type: ArchivedKind,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ type });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return http.get<ArchivedItemsResponse>(
    `/boards/${encodeURIComponent(boardId)}/archived?${params.toString()}`,
    { signal },
  );
}

export const archivedItemsQueryOptions = (boardId: string, type: ArchivedKind, q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.archivedItems(boardId, type, q),
    queryFn: ({ pageParam, signal }) => getArchivedItems(boardId, type, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 'Itens arquivados': the board's archived cards or lists, the last archived first, by pages. */
export function useArchivedItems(boardId: string, type: ArchivedKind, q: string) {
  return useInfiniteQuery(archivedItemsQueryOptions(boardId, type, q));
}

/** After an archive, a restore or a deletion, 'Itens arquivados' reads anew when it shows. */
export const refreshArchivedItems = (queryClient: QueryClient, boardId: string) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.archivedItems(boardId) });
