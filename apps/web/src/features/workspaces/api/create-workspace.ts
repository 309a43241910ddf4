import type { createWorkspaceRequestSchema, CreateWorkspaceResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type CreateWorkspaceBody = z.output<typeof createWorkspaceRequestSchema>;

/** Creates the workspace; the server seeds its board, the three lists and the welcome card. */
export const createWorkspace = (body: CreateWorkspaceBody) =>
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
