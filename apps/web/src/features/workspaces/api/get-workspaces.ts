import type { WorkspacesResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getWorkspaces = async (signal?: AbortSignal) =>
  (await http.get<WorkspacesResponse>('/workspaces', { signal })).workspaces;

export const workspacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.workspaces(),
    queryFn: ({ signal }) => getWorkspaces(signal),
  });

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
