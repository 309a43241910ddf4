import type { PaymentStateResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/payments/{id}: one of the caller's payments, the Pix's code while it can be paid; 404 otherwise. */
export const getPayment = (paymentId: string, signal?: AbortSignal) =>
  http.get<PaymentStateResponse>(`/payments/${encodeURIComponent(paymentId)}`, { signal });

/** How often a Pix waiting to be paid is asked about while its screen is open and seen. */
export const PIX_POLL_MS = 2000;

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    select: (data) => data.payment,
    // Paid on a phone, far from this tab: never trust an old answer.
    staleTime: 0,
  });

/**
 * Follows a payment while its screen is open: every `PIX_POLL_MS` while it waits to be paid and
 * the tab is visible (TanStack pauses the interval in a hidden tab), and at once when the tab
 * comes back. It stops asking once the payment is settled (paid, expired, ...).
 */
export function usePayment(paymentId: string) {
  return useQuery({
    ...paymentQueryOptions(paymentId),
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' ? PIX_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}
