import type { ReceiptResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/payments/{id}/receipt; 404 'Pagamento não encontrado' unless it is the caller's and paid. */
export const getReceipt = (paymentId: string, signal?: AbortSignal) =>
  http.get<ReceiptResponse>(`/payments/${encodeURIComponent(paymentId)}/receipt`, { signal });

export const receiptQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.receipt(paymentId),
    queryFn: ({ signal }) => getReceipt(paymentId, signal),
    select: (data) => data.receipt,
    // A receipt never changes once paid.
    staleTime: Infinity,
  });

export function useReceipt(paymentId: string) {
  return useQuery(receiptQueryOptions(paymentId));
}
