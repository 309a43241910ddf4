import type { ThemeId, Workspace, WorkspaceSummary } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { updateWorkspace } from './update-workspace';

const themeMutationKey = (workspaceId: string) => ['workspace-theme', workspaceId] as const;

/**
 * Picks the workspace's theme: shown at once (optimistic, in the workspace and in the list of
 * workspaces), saved with `PATCH /v1/workspaces/:id { theme }`, rolled back and logged on failure
 * (spec §8). Choices made in a row are saved in order.
 */
export function useUpdateWorkspaceTheme(workspaceId: string) {
  const queryClient = useQueryClient();
  const workspaceKey = queryKeys.workspace(workspaceId);
  const listKey = queryKeys.workspaces();
  const mutationKey = themeMutationKey(workspaceId);
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (theme: ThemeId) => updateWorkspace(workspaceId, { theme }),
    onMutate: async (theme) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: workspaceKey, exact: true }),
        queryClient.cancelQueries({ queryKey: listKey, exact: true }),
      ]);
      const previous = {
        workspace: queryClient.getQueryData<Workspace>(workspaceKey),
        workspaces: queryClient.getQueryData<WorkspaceSummary[]>(listKey),
      };
      queryClient.setQueryData<Workspace>(workspaceKey, (workspace) =>
        workspace ? { ...workspace, theme } : workspace,
      );
      queryClient.setQueryData<WorkspaceSummary[]>(listKey, (workspaces) =>
        workspaces?.map((workspace) =>
          workspace.id === workspaceId ? { ...workspace, theme } : workspace,
        ),
      );
      return previous;
    },
    onError: (error, _theme, previous) => {
      console.error('Falha ao alterar o tema do workspace', error);
      if (!previous) return;
      queryClient.setQueryData(workspaceKey, previous.workspace);
      queryClient.setQueryData(listKey, previous.workspaces);
    },
    onSettled: async () => {
      // A later choice still on its way keeps its optimistic theme until it settles too.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: listKey, exact: true }),
      ]);
    },
  });
}
