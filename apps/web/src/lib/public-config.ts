import type { PublicConfig } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';
import { queryKeys } from './query-keys';

/** GET /v1/config: run-time settings; they never change while the page is open. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig(),
    queryFn: ({ signal }) => http.get<PublicConfig>('/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
