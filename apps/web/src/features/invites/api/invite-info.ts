import type { InviteInfo } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type { InviteInfo };

export const getInviteInfo = (token: string, signal?: AbortSignal) =>
  http.get<InviteInfo>(`/workspaces/invite/info/${encodeURIComponent(token)}`, { signal });

export function useInviteInfo(token: string | null) {
  return useQuery({
    queryKey: queryKeys.inviteInfo(token ?? ''),
    queryFn: ({ signal }) => getInviteInfo(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
