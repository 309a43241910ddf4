import type { TransferOwnershipRequest } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The owner hands the workspace to one of its admins, and stays on as an admin. */
export const transferOwnership = (workspaceId: string, body: TransferOwnershipRequest) =>
  http.post<void>(`/workspaces/${encodeURIComponent(workspaceId)}/transfer-ownership`, body);

export function useTransferOwnership(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(workspaceId, { userId }),
    // The roles changed, and so may the plan that keeps the workspace writable (the new owner's);
    // a refusal may mean the panel's roles were stale. The workspaces list holds the caller's role
    // too, and every workspace's key sits under it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaces() }),
  });
}
