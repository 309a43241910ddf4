import type { SubscriptionStatus } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useReloadSubscriptionStatus } from './get-subscription-status';

/** POST /v1/payments/reactivate-subscription; 409 once the paid period is over. */
export const reactivateSubscription = () =>
  http.post<SubscriptionStatus>('/payments/reactivate-subscription');

/** Undoes a cancel, then reloads the status, also after a 409: ours was out of date. */
export function useReactivateSubscription() {
  const reload = useReloadSubscriptionStatus();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSettled: () => reload(),
  });
}
