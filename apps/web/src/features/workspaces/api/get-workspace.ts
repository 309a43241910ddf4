import type { WorkspaceResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getWorkspace = async (workspaceId: string, signal?: AbortSignal) =>
  (
    await http.get<WorkspaceResponse>(`/workspaces/${encodeURIComponent(workspaceId)}`, {
      signal,
    })
  ).workspace;

export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: queryKeys.workspace(workspaceId),
    queryFn: ({ signal }) => getWorkspace(workspaceId, signal),
  });

/**
 * Who is online changes without an event (presence is not published): the members are
 * revalidated this often while the tab is visible, a 304 when nobody came or went.
 */
export const MEMBERS_REFRESH_MS = 60_000;

/** The workspace of the open board, with its members and the caller's role. */
export function useWorkspace(workspaceId: string | undefined) {
  return useQuery({
    ...workspaceQueryOptions(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    refetchInterval: MEMBERS_REFRESH_MS,
  });
}
