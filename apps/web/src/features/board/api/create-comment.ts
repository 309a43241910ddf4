import type { CommentResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import type { CommentPages } from './get-comments';

export interface CreateCommentVariables {
  cardId: string;
  content: string;
}

export const createComment = async ({ cardId, content }: CreateCommentVariables) =>
  (
    await http.post<CommentResponse>(`/comments/card/${encodeURIComponent(cardId)}`, {
      content,
    })
  ).comment;

/** Not optimistic (the server assigns id, author and rights); a failure is only logged (spec §8). */
export function useCreateComment(cardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.comments(cardId);
  return useMutation({
    mutationFn: (content: string) => createComment({ cardId, content }),
    onSuccess: (comment) => {
      // The newest page (page 0) ends with it.
      queryClient.setQueryData<CommentPages>(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page, index) =>
              index === 0
                ? {
                    ...page,
                    comments: [...page.comments.filter(({ id }) => id !== comment.id), comment],
                  }
                : page,
            ),
          },
      );
    },
    onError: (error) => console.error('Falha ao criar comentário', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  });
}
