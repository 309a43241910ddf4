import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';

export const deleteWorkspace = (workspaceId: string) =>
  http.delete<void>(`/workspaces/${encodeURIComponent(workspaceId)}`);

/**
 * `onDeleted` (where to go next) runs as part of the mutation, so the board's event stream,
 * which hears of the deletion too, leaves the moving on to it.
 */
export function useDeleteWorkspace({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.leaving(),
    mutationFn: deleteWorkspace,
    onSuccess: async (_data, workspaceId) => {
      queryClient.removeQueries({ queryKey: queryKeys.workspace(workspaceId), exact: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces(), exact: true });
      await onDeleted();
    },
    onError: (error) => console.error('Falha ao excluir workspace', error),
  });
}
