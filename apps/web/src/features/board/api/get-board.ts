import type { BoardPreviewResponse, BoardResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { forgetValidatedAnswer, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Board cache lifetime of spec §9; the server answers a revalidation with 304 (ETag). */
export const BOARD_STALE_MS = 5_000;

const boardPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}`;

export const getBoard = async (boardId: string, signal?: AbortSignal) =>
  (await http.get<BoardResponse>(boardPath(boardId), { signal })).board;

/** The next fetch of the board asks for it in full: a newer version is known to exist. */
export const expectNewBoardVersion = (boardId: string) => forgetValidatedAnswer(boardPath(boardId));

export const boardQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: queryKeys.board(boardId),
    queryFn: ({ signal }) => getBoard(boardId, signal),
    staleTime: BOARD_STALE_MS,
  });

/** The board's first screen: every list with its first cards and the count of all of them. */
export const getBoardPreview = async (boardId: string, signal?: AbortSignal) =>
  (await http.get<BoardPreviewResponse>(`${boardPath(boardId)}/preview`, { signal })).board;

export const boardPreviewQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: queryKeys.boardPreview(boardId),
    queryFn: ({ signal }) => getBoardPreview(boardId, signal),
    staleTime: BOARD_STALE_MS,
  });

/** The board's workspace from whichever of the board or its first screen is loaded; fetches neither. */
export function useBoardWorkspaceId(boardId: string): string | undefined {
  const whole = useQuery({ ...boardQueryOptions(boardId), enabled: false });
  const preview = useQuery({ ...boardPreviewQueryOptions(boardId), enabled: false });
  return whole.data?.workspaceId ?? preview.data?.workspaceId;
}

/** When the board was archived: null when it is not, or before the whole board is here. */
export function useBoardArchivedAt(boardId: string): string | null {
  const whole = useQuery({ ...boardQueryOptions(boardId), enabled: false });
  return whole.data?.archivedAt ?? null;
}
