import {
  applyBoardChanges,
  BoardChangesMismatch,
  type Board,
  type BoardChangesResponse,
  type BoardPreviewResponse,
  type BoardResponse,
} from '@quadro/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { expectedBoardVersions, type Expectation } from '../../../lib/board-versions';
import { ApiError, forgetValidatedAnswer, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Board cache lifetime of spec §9; the server answers a revalidation with 304 (ETag). */
export const BOARD_STALE_MS = 5_000;

const boardPath = (boardId: string) => `/boards/${encodeURIComponent(boardId)}`;

/**
 * Each board as the server last answered it, whatever optimistic edits the query's cache holds
 * meanwhile: what the next changes apply to. Kept per query client for as long as its board query
 * lives (so a user's boards go with the cache, when they log out), with the boards that have a
 * newer version known to exist.
 */
interface Served {
  boards: Map<string, Board>;
  expected: Map<string, Expectation>;
}
const servedByClient = new WeakMap<QueryClient, Served>();

function servedOf(client: QueryClient): Served {
  const known = servedByClient.get(client);
  if (known) return known;
  const served: Served = { boards: new Map(), expected: expectedBoardVersions(client) };
  client.getQueryCache().subscribe((event) => {
    const [root, boardId, part] = event.query.queryKey as unknown[];
    if (event.type !== 'removed' || root !== 'boards' || part !== undefined) return;
    served.boards.delete(boardId as string);
    served.expected.delete(boardId as string);
  });
  servedByClient.set(client, served);
  return served;
}

const wholeBoard = async (boardId: string, signal?: AbortSignal) =>
  (await http.get<BoardResponse>(boardPath(boardId), { signal })).board;

/**
 * The board at its newest version, from the one this tab holds and what changed since (a 304
 * when nothing did). Whole when the server no longer knows that version (410) or the changes do
 * not fit it.
 */
async function changedBoard(
  known: Board,
  expected: Expectation | undefined,
  signal?: AbortSignal,
): Promise<Board> {
  // A change known to exist is not revalidated: an instance that has not heard of it yet would
  // answer the old version's 304. Named, only an instance that has heard of it answers from memory.
  const etag = expected ? undefined : `"${known.id}.${known.version}"`;
  const reached = expected?.reached === undefined ? '' : `&reached=${expected.reached}`;
  try {
    const answer = await http.getUnlessMatch<BoardChangesResponse>(
      `${boardPath(known.id)}/changes?since=${known.version}${reached}`,
      etag,
      { signal },
    );
    return answer ? applyBoardChanges(known, answer.changes) : known;
  } catch (error) {
    const stale = error instanceof ApiError && error.code === 'BOARD_CHANGES_GONE';
    if (!stale && !(error instanceof BoardChangesMismatch)) throw error;
    forgetValidatedAnswer(boardPath(known.id));
    return wholeBoard(known.id, signal);
  }
}

/** The whole board on a first fetch, then only what changed since the version held. */
export async function getBoard(
  client: QueryClient,
  boardId: string,
  signal?: AbortSignal,
): Promise<Board> {
  const { boards, expected } = servedOf(client);
  const known = boards.get(boardId);
  // Cleared once answered: a fetch cancelled meanwhile leaves it for the next.
  const expectation = expected.get(boardId);
  const board = known
    ? await changedBoard(known, expectation, signal)
    : await wholeBoard(boardId, signal);
  boards.set(boardId, board);
  if (expected.get(boardId) === expectation) expected.delete(boardId);
  return board;
}

export const boardQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: queryKeys.board(boardId),
    queryFn: ({ client, signal }) => getBoard(client, boardId, signal),
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

const workspaceIdOf = (board: { workspaceId: string }) => board.workspaceId;
const archivedAtOf = (board: Board) => board.archivedAt;

/**
 * The board's workspace from whichever of the board or its first screen is loaded; fetches neither.
 * Selected, so the caller re-renders when the workspace changes, not each time the board does.
 */
export function useBoardWorkspaceId(boardId: string): string | undefined {
  const whole = useQuery({ ...boardQueryOptions(boardId), enabled: false, select: workspaceIdOf });
  const preview = useQuery({
    ...boardPreviewQueryOptions(boardId),
    enabled: false,
    select: workspaceIdOf,
  });
  return whole.data ?? preview.data;
}

/** When the board was archived: null when it is not, or before the whole board is here. */
export function useBoardArchivedAt(boardId: string): string | null {
  const whole = useQuery({ ...boardQueryOptions(boardId), enabled: false, select: archivedAtOf });
  return whole.data ?? null;
}
