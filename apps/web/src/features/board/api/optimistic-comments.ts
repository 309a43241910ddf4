import type { Comment } from '@quadro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { CommentPages } from './get-comments';

export interface CommentsSnapshot {
  previous: CommentPages | undefined;
}

/** The loaded pages with `change` applied to each page's comments. */
export const mapCommentPages = (
  data: CommentPages,
  change: (comments: Comment[]) => Comment[],
): CommentPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, comments: change(page.comments) })),
});

/**
 * The one optimistic shape (style §9) for a card's comments: cancel, snapshot, patch, roll back
 * on error (only logged, spec §8), refetch when settled.
 */
export function optimisticCommentsUpdate<TVariables>(
  queryClient: QueryClient,
  cardId: string,
  apply: (comments: Comment[], variables: TVariables) => Comment[],
) {
  const queryKey = queryKeys.comments(cardId);
  return {
    onMutate: async (variables: TVariables): Promise<CommentsSnapshot> => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<CommentPages>(queryKey);
      if (previous)
        queryClient.setQueryData(
          queryKey,
          mapCommentPages(previous, (comments) => apply(comments, variables)),
        );
      return { previous };
    },
    onError: (error: Error, _variables: TVariables, snapshot: CommentsSnapshot | undefined) => {
      console.error('Alteração do comentário recusada; desfeita', error);
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  };
}
