import type { ChangeCardRequest, SubscriptionStatus } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useReloadPaymentHistory } from './get-payment-history';
import { useReloadSubscriptionStatus, useSetSubscriptionStatus } from './get-subscription-status';

/**
 * PUT /v1/payments/card ('Trocar cartão'): saves the card the renewals charge; a plan whose
 * renewal was declined (`past_due`) is charged on it at once. Answers the subscription status.
 */
export const changeCard = (body: ChangeCardRequest) =>
  http.put<SubscriptionStatus>('/payments/card', body);

/**
 * Not retried by itself: the call takes no idempotency key, and a `past_due` plan is charged.
 * A refusal reloads the status (ours may be out of date: a 409 says the plan is gone); paid or
 * declined, a charge is a new line of the history.
 */
export function useChangeCard() {
  const setStatus = useSetSubscriptionStatus();
  const reloadStatus = useReloadSubscriptionStatus();
  const reloadHistory = useReloadPaymentHistory();
  return useMutation({
    mutationFn: changeCard,
    onSuccess: setStatus,
    onError: () => {
      void reloadStatus();
    },
    onSettled: () => {
      void reloadHistory();
    },
  });
}
