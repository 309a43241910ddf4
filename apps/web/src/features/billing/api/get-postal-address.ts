import type { PostalAddress } from '@quadro/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/payments/postal-code/{8 digits}: our server asks the public CEP service (same origin). */
export const getPostalAddress = (postalCode: string, signal?: AbortSignal) =>
  http.get<PostalAddress>(`/payments/postal-code/${encodeURIComponent(postalCode)}`, { signal });

export const postalAddressQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: queryKeys.postalAddress(postalCode),
    queryFn: ({ signal }) => getPostalAddress(postalCode, signal),
    staleTime: Infinity,
    // A lookup only helps while the user is on the address: a failure is not worth a wait.
    retry: false,
  });

/** Looks a CEP up (once per code while the page is open); the caller decides what to fill. */
export function useLookupPostalAddress() {
  const queryClient = useQueryClient();
  return useCallback(
    (postalCode: string) => queryClient.fetchQuery(postalAddressQueryOptions(postalCode)),
    [queryClient],
  );
}
