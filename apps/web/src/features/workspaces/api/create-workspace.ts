import type { CreateWorkspaceResponse, CreateWorkspaceInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Creates the workspace; the server seeds its board, the three lists and the welcome card. */
export const createWorkspace = (body: CreateWorkspaceInput) =>
  http.post<CreateWorkspaceResponse>('/workspaces', body);

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    // A new workspace is the caller's: a 402 here is about their own plan.
    meta: { plan: 'own' },
    onSuccess: ({ workspace }) => {
      queryClient.setQueryData(queryKeys.workspace(workspace.id), workspace);
      return queryClient.invalidateQueries({ queryKey: queryKeys.workspaces(), exact: true });
    },
    onError: (error) => console.error('Falha ao criar workspace', error),
  });
}
