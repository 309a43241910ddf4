import type { updateWorkspaceRequestSchema, WorkspaceSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type UpdateWorkspaceBody = z.output<typeof updateWorkspaceRequestSchema>;

export const updateWorkspace = async (workspaceId: string, body: UpdateWorkspaceBody) =>
  (
    await http.patch<WorkspaceSummaryResponse>(
      `/workspaces/${encodeURIComponent(workspaceId)}`,
      body,
    )
  ).workspace;

export function useUpdateWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceBody) => updateWorkspace(workspaceId, body),
    onError: (error) => console.error('Falha ao atualizar workspace', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.workspace(workspaceId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces(), exact: true }),
      ]),
  });
}
