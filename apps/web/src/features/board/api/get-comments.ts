import type { Comment, CommentsResponse } from '@quadro/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const COMMENTS_PAGE_SIZE = 50;

/** Pages from the newest: page 0 holds the latest comments, each next page older ones. */
export type CommentPages = InfiniteData<CommentsResponse, string | null>;

export function getComments(cardId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return http.get<CommentsResponse>(
    `/comments/card/${encodeURIComponent(cardId)}?${params.toString()}`,
    { signal },
  );
}

export const commentsQueryOptions = (cardId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments(cardId),
    queryFn: ({ pageParam, signal }) => getComments(cardId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every loaded comment, oldest first. */
export const commentsInOrder = (data: CommentPages): Comment[] =>
  [...data.pages].reverse().flatMap((page) => page.comments);

/** The card's comments, the newest page first and older ones on demand. */
export function useComments(cardId: string) {
  return useInfiniteQuery({ ...commentsQueryOptions(cardId), select: commentsInOrder });
}
