import type { Region, Workspace, WorkspaceSummary } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { updateWorkspace } from './update-workspace';

/**
 * Sets the region whose holidays count (`PATCH /v1/workspaces/:id { region }`): the answer goes
 * into the workspace and the list at once, and every year's holidays are refetched.
 */
export function useUpdateWorkspaceRegion(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: Region) => updateWorkspace(workspaceId, { region }),
    onSuccess: (summary) => {
      queryClient.setQueryData<WorkspaceSummary[]>(queryKeys.workspaces(), (workspaces) =>
        workspaces?.map((workspace) => (workspace.id === workspaceId ? summary : workspace)),
      );
      queryClient.setQueryData<Workspace>(queryKeys.workspace(workspaceId), (workspace) =>
        workspace ? { ...workspace, region: summary.region } : workspace,
      );
    },
    onError: (error) => console.error('Falha ao alterar a região do workspace', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.holidays(workspaceId) }),
  });
}
