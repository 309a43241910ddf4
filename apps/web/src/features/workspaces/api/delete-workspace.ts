import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const deleteWorkspace = (workspaceId: string) =>
  http.delete<void>(`/workspaces/${encodeURIComponent(workspaceId)}`);

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: (_data, workspaceId) => {
      queryClient.removeQueries({ queryKey: queryKeys.workspace(workspaceId), exact: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.workspaces(), exact: true });
    },
    onError: (error) => console.error('Falha ao excluir workspace', error),
  });
}
