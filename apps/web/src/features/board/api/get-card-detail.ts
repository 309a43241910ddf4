import type { CardDetailResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getCardDetail = (cardId: string, signal?: AbortSignal) =>
  http.get<CardDetailResponse>(`/cards/${encodeURIComponent(cardId)}`, { signal });

export const cardDetailQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: queryKeys.cardDetail(cardId),
    queryFn: ({ signal }) => getCardDetail(cardId, signal),
  });

/**
 * A card the board's JSON does not hold (archived, in an archived list, or gone), asked for only
 * when `enabled`: the board's cards open from the board itself.
 */
export function useCardDetail(cardId: string, enabled: boolean) {
  return useQuery({ ...cardDetailQueryOptions(cardId), enabled });
}
