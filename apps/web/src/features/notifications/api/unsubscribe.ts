import type { UnsubscribeResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const unsubscribe = (token: string) =>
  http.post<UnsubscribeResponse>('/notifications/unsubscribe', { token });

/**
 * Turns off the e-mails of the link's category, with no login. Posted as a query, as the e-mail
 * verification is: the cache dedupes strict mode's double effect and any remount, and it is
 * never retried or refetched.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(token ?? ''),
    queryFn: () => unsubscribe(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
