import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { toast } from './toast';
import { useAuthStore } from './auth-store';
import { ApiError, clearValidatedAnswers } from './http';

/** How long an answer no screen uses is kept (spec §7). */
export const CACHE_TIME_MS = 5 * 60_000;
/** At most this many answers are kept; the oldest unused go first (spec §7). */
export const MAX_CACHED_QUERIES = 100;

/** A 4xx will not change on retry; network errors and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Drops the least recently updated answers no screen observes, down to the limit; never the one
 * just added, nor one still waiting for its first answer.
 */
function enforceLimit(queryClient: QueryClient, added: Query) {
  const queries = queryClient.getQueryCache().getAll();
  if (queries.length <= MAX_CACHED_QUERIES) return;
  const unused = queries
    .filter((q) => q !== added && q.getObserversCount() === 0 && q.state.dataUpdatedAt > 0)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  for (const query of unused.slice(0, queries.length - MAX_CACHED_QUERIES))
    queryClient.getQueryCache().remove(query);
}

/** One toast however many writes a burst of refusals brings. */
export const SUBSCRIPTION_REQUIRED_TOAST = 'subscription-required';
const showRefusal = (error: ApiError, _plan: RefusedPlan): void => {
  toast.error(error.message, { id: SUBSCRIPTION_REQUIRED_TOAST });
};
let onSubscriptionRequired = showRefusal;

/**
 * Whose plan a refused write needed: the workspace owner's (the default), or the caller's own
 * (creating a workspace), declared by the mutation as `meta: { plan: 'own' }`.
 */
export type RefusedPlan = 'owner' | 'own';

/**
 * What a write refused with 402 (a plan is over) does beyond saying why: the screen that knows
 * the caller's role registers it. Answers the cleanup that restores the default.
 */
export function setSubscriptionRequiredHandler(
  handler: (error: ApiError, plan: RefusedPlan) => void,
): () => void {
  onSubscriptionRequired = handler;
  return () => {
    if (onSubscriptionRequired === handler) onSubscriptionRequired = showRefusal;
  };
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED')
          onSubscriptionRequired(error, mutation.meta?.plan === 'own' ? 'own' : 'owner');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: CACHE_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added') enforceLimit(queryClient, event.query);
  });
  return queryClient;
}

export const queryClient = createQueryClient();

/** Nothing read for one user is shown to another: logging out or switching accounts forgets it. */
useAuthStore.subscribe((state, previous) => {
  if (state.user?.id === previous.user?.id) return;
  queryClient.clear();
  clearValidatedAnswers();
});
