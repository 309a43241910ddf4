import type { WorkspaceSummaryResponse, UpdateWorkspaceInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const updateWorkspace = async (workspaceId: string, body: UpdateWorkspaceInput) =>
  (
    await http.patch<WorkspaceSummaryResponse>(
      `/workspaces/${encodeURIComponent(workspaceId)}`,
      body,
    )
  ).workspace;

export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceInput) => updateWorkspace(workspaceId, body),
    onError: (error) => console.error('Falha ao atualizar workspace', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workspace(workspaceId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces(), exact: true }),
      ]),
  });
}
