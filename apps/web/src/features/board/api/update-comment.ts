import type { CommentResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { optimisticCommentsUpdate } from './optimistic-comments';

export interface UpdateCommentVariables {
  commentId: string;
  content: string;
}

export const updateComment = async ({ commentId, content }: UpdateCommentVariables) =>
  (await http.patch<CommentResponse>(`/comments/${encodeURIComponent(commentId)}`, { content }))
    .comment;

/** Shown at once, reverted if the server refuses. */
export function useUpdateComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    ...optimisticCommentsUpdate(
      queryClient,
      cardId,
      (comments, { commentId, content }: UpdateCommentVariables) =>
        comments.map((comment) => (comment.id === commentId ? { ...comment, content } : comment)),
    ),
  });
}
