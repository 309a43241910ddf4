import type { SubscribeRequest, SubscribeResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { isPixAnswer } from '../logic/pix-display';
import { useReloadPaymentHistory } from './get-payment-history';
import { useReloadSubscriptionStatus } from './get-subscription-status';

export interface SubscribeVariables {
  body: SubscribeRequest;
  /** One per submit attempt: the server charges a key at most once. */
  idempotencyKey: string;
}

/**
 * POST /v1/payments/subscribe: a card checkout answers the new subscription status; a Pix
 * checkout answers the Pix to pay (the same one again while it can be paid).
 */
export const subscribe = ({ body, idempotencyKey }: SubscribeVariables) =>
  http.post<SubscribeResponse>('/payments/subscribe', body, {
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
  const reloadStatus = useReloadSubscriptionStatus();
  return useMutation({
    mutationFn: subscribe,
    retry: retryUnanswered,
    retryDelay: SUBSCRIBE_RETRY_DELAY_MS,
    onSuccess: (answer) => {
      if (!isPixAnswer(answer)) {
        queryClient.setQueryData(queryKeys.subscriptionStatus(), answer);
        return;
      }
      // The Pix screen starts from this answer; the status now has it as its pending Pix.
      queryClient.setQueryData(queryKeys.payment(answer.payment.id), answer);
      void reloadStatus();
    },
    // Paid, declined or waiting for its Pix, the attempt is a new line of the history; not
    // awaited, so the checkout shows its outcome without waiting for the list.
    onSettled: () => {
      void reloadHistory();
    },
  });
}
