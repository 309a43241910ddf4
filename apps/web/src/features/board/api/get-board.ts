import type { BoardResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Board cache lifetime of spec §9; the server answers a revalidation with 304 (ETag). */
export const BOARD_STALE_MS = 5_000;

export const getBoard = async (boardId: string, signal?: AbortSignal) =>
  (await http.get<BoardResponse>(`/boards/${encodeURIComponent(boardId)}`, { signal })).board;

export const boardQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: queryKeys.board(boardId),
    queryFn: ({ signal }) => getBoard(boardId, signal),
    staleTime: BOARD_STALE_MS,
  });

export function useBoard(boardId: string) {
  return useQuery(boardQueryOptions(boardId));
}
