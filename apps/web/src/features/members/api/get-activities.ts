import type { ActivitiesResponse, ActivityFilterType } from '@quadro/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const ACTIVITIES_PAGE_SIZE = 20;

export function getActivities(
  workspaceId: string,
  entityType: ActivityFilterType | null,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (entityType) params.set('entityType', entityType);
  params.set('limit', String(ACTIVITIES_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return http.get<ActivitiesResponse>(
    `/workspaces/${encodeURIComponent(workspaceId)}/activities?${params.toString()}`,
    { signal },
  );
}

export const activitiesQueryOptions = (
  workspaceId: string,
  entityType: ActivityFilterType | null,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activities(workspaceId, entityType),
    queryFn: ({ pageParam, signal }) => getActivities(workspaceId, entityType, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The workspace's history, newest first, one page at a time (spec §2). */
export function useActivities(workspaceId: string, entityType: ActivityFilterType | null) {
  return useInfiniteQuery(activitiesQueryOptions(workspaceId, entityType));
}
