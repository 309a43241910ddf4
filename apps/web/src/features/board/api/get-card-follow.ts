import type { FollowResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const cardFollowPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/follow`;

export const getCardFollow = (cardId: string, signal?: AbortSignal) =>
  http.get<FollowResponse>(cardFollowPath(cardId), { signal });

export const cardFollowQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: queryKeys.cardFollow(cardId),
    queryFn: ({ signal }) => getCardFollow(cardId, signal),
  });

/** Whether the signed-in user follows the card (is told of its comments). */
export function useCardFollow(cardId: string) {
  return useQuery(cardFollowQueryOptions(cardId));
}
