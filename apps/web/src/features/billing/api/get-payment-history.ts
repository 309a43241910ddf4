import type { PaymentHistoryResponse } from '@quadro/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Pages from the newest: page 0 holds the latest attempts, each next page older ones. */
export type PaymentHistoryPages = InfiniteData<PaymentHistoryResponse, string | null>;

/** GET /v1/payments/history: the caller's payment attempts, newest first (the server's page size). */
export function getPaymentHistory(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return http.get<PaymentHistoryResponse>(`/payments/history${query}`, { signal });
}

export const paymentHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.paymentHistory(),
    queryFn: ({ pageParam, signal }) => getPaymentHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePaymentHistory() {
  return useInfiniteQuery(paymentHistoryQueryOptions());
}

/** Reloads the history after an attempt to pay, paid or declined: either one is a new line. */
export function useReloadPaymentHistory() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentHistory() }),
    [queryClient],
  );
}
