import {
  MutationObserver,
  type MutationObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * Runs a mutation from outside any component, e.g. an undo from a toast whose screen part (the
 * card dialog) has closed: it joins the mutation cache as `useMutation` would, so its key counts
 * for the board's polling and its callbacks (optimistic patch, rollback) run as usual.
 */
export function runMutation<TData, TVariables, TContext>(
  queryClient: QueryClient,
  options: MutationObserverOptions<TData, Error, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
