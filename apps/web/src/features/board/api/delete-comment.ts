import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { optimisticCommentsUpdate } from './optimistic-comments';

export const deleteComment = (commentId: string) =>
  http.delete<void>(`/comments/${encodeURIComponent(commentId)}`);

/** Removed at once, put back if the server refuses. */
export function useDeleteComment(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    ...optimisticCommentsUpdate(queryClient, cardId, (comments, commentId: string) =>
      comments.filter((comment) => comment.id !== commentId),
    ),
  });
}
