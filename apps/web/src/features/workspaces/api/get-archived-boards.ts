import type { ArchivedItemsResponse } from '@quadro/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export function getArchivedBoards(
  workspaceId: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return http.get<ArchivedItemsResponse>(
    `/boards/workspace/${encodeURIComponent(workspaceId)}/archived${query ? `?${query}` : ''}`,
    { signal },
  );
}

export const archivedBoardsQueryOptions = (workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.archivedBoards(workspaceId),
    queryFn: ({ pageParam, signal }) => getArchivedBoards(workspaceId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 'Quadros arquivados': the workspace's archived boards, the last archived first, by pages. */
export function useArchivedBoards(workspaceId: string) {
  return useInfiniteQuery(archivedBoardsQueryOptions(workspaceId));
}
