import type { SubscriptionStatus } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useReloadPaymentHistory } from './get-payment-history';
import { useReloadSubscriptionStatus, useSetSubscriptionStatus } from './get-subscription-status';

/**
 * POST /v1/payments/sandbox/renew (sandbox gateway only): ends the paid period now and charges
 * the renewal on the saved card at once. Answers the status: `past_due` when the card declined;
 * 409 NOTHING_TO_RENEW when the plan does not renew by itself.
 */
export const simulateRenewal = () => http.post<SubscriptionStatus>('/payments/sandbox/renew');

export function useSimulateRenewal() {
  const setStatus = useSetSubscriptionStatus();
  const reloadStatus = useReloadSubscriptionStatus();
  const reloadHistory = useReloadPaymentHistory();
  return useMutation({
    mutationFn: simulateRenewal,
    onSuccess: setStatus,
    // A 409: the plan no longer renews by itself (cancelled in another tab, say).
    onError: () => {
      void reloadStatus();
    },
    onSettled: () => {
      void reloadHistory();
    },
  });
}
