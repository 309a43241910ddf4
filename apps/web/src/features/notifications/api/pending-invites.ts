import type { PendingInvitesResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getPendingInvites = async (signal?: AbortSignal) => {
  try {
    return await http.get<PendingInvitesResponse>('/workspaces/invites/pending', { signal });
  } catch (error) {
    // Spec §8: the bell's fetch failures are only logged.
    console.error('Erro ao buscar convites', error);
    throw error;
  }
};

/** The signed-in user's pending invitations (the notifications bell), refreshed on focus. */
export function usePendingInvites() {
  return useQuery({
    queryKey: queryKeys.pendingInvites(),
    queryFn: ({ signal }) => getPendingInvites(signal),
    refetchOnWindowFocus: true,
    retry: false,
  });
}
