import type { MessageResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const verifyEmail = (token: string) =>
  http.post<MessageResponse>('/auth/verify-email', { token });

/**
 * The token is single use, so the POST runs as a query: the cache dedupes StrictMode's double
 * effect and any remount, and it is never retried or refetched.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: queryKeys.verifyEmail(token ?? ''),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
