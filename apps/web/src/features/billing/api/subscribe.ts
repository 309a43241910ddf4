import type { SubscribeRequest, SubscriptionStatus } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { useReloadPaymentHistory } from './get-payment-history';

export interface SubscribeVariables {
  body: SubscribeRequest;
  /** One per submit attempt: the server charges a key at most once. */
  idempotencyKey: string;
}

/** POST /v1/payments/subscribe: answers the new subscription status. */
export const subscribe = ({ body, idempotencyKey }: SubscribeVariables) =>
  http.post<SubscriptionStatus>('/payments/subscribe', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** How long before the one automatic retry of a request that got no answer at all. */
export const SUBSCRIBE_RETRY_DELAY_MS = 1000;

/**
 * A request that got no answer may still have reached the server: it is sent once more with the
 * same key (and so charged at most once). An answer, even an error, is final.
 */
function retryUnanswered(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  const reloadHistory = useReloadPaymentHistory();
  return useMutation({
    mutationFn: subscribe,
    retry: retryUnanswered,
    retryDelay: SUBSCRIBE_RETRY_DELAY_MS,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.subscriptionStatus(), status),
    // Paid or declined, the attempt is a new line of the history; not awaited, so the checkout
    // shows its outcome without waiting for the list.
    onSettled: () => {
      void reloadHistory();
    },
  });
}
