import type { SubscriptionStatus } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useReloadSubscriptionStatus } from './get-subscription-status';

/** POST /v1/payments/cancel-subscription; 409 NO_ACTIVE_SUBSCRIPTION when there is none. */
export const cancelSubscription = () =>
  http.post<SubscriptionStatus>('/payments/cancel-subscription');

/** Cancels, then reloads the status (spec §4), also after a 409: ours was out of date. */
export function useCancelSubscription() {
  const reload = useReloadSubscriptionStatus();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => reload(),
  });
}
