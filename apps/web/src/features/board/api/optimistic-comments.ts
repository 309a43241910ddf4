import type { CommentsResponse } from '@quadro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface CommentsSnapshot {
  previous: CommentsResponse | undefined;
}

/**
 * The one optimistic shape (style §9) for a card's comments: cancel, snapshot, patch, roll back
 * on error (only logged, spec §8), refetch when settled.
 */
export function optimisticCommentsUpdate<TVariables>(
  queryClient: QueryClient,
  cardId: string,
  apply: (page: CommentsResponse, variables: TVariables) => CommentsResponse,
) {
  const queryKey = queryKeys.comments(cardId);
  return {
    onMutate: async (variables: TVariables): Promise<CommentsSnapshot> => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<CommentsResponse>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error: Error, _variables: TVariables, snapshot: CommentsSnapshot | undefined) => {
      console.error('Alteração do comentário recusada; desfeita', error);
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  };
}
