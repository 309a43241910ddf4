import type { SubscriptionStatus } from '@quadro/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/payments/subscription-status: the six fields of spec §3, at top level. */
export const getSubscriptionStatus = (signal?: AbortSignal) =>
  http.get<SubscriptionStatus>('/payments/subscription-status', { signal });

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subscriptionStatus(),
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    // Computed from the clock on the server (a trial ends by itself): never trust an old answer.
    staleTime: 0,
  });

/** The caller's own plan (the board asks for it only when its owner is the caller). */
export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions());
}

/**
 * Reloads the status after a subscription changed, and the signed-in user, whose
 * `subscriptionStatus` other screens show.
 */
export function useReloadSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
      ]),
    [queryClient],
  );
}

/**
 * Keeps a status a payment call answered (no second request for it), and reloads the signed-in
 * user, whose `subscriptionStatus` other screens show.
 */
export function useSetSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: SubscriptionStatus) => {
      queryClient.setQueryData(queryKeys.subscriptionStatus(), status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
    [queryClient],
  );
}
