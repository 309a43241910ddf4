/**
 * Query options for a POST that must run once (a single-use token, an unsubscribe): run as a
 * query, the cache dedupes strict mode's double effect and any remount, and it is never retried
 * or refetched.
 */
export const RUN_ONCE = {
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
