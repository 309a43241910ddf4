import type { Board } from '@quadro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { expectNewBoardVersion } from './get-board';
import { reportRefusal } from '../../../lib/report-refusal';

/** The board's version a write's answer says it committed (a card's, under /v1/cards). */
function boardVersionWritten(answer: unknown): number | undefined {
  const version = (answer as { boardVersion?: unknown } | undefined)?.boardVersion;
  return typeof version === 'number' ? version : undefined;
}

export interface BoardSnapshot {
  previous: Board | undefined;
}

/**
 * The one shape of every optimistic change to a board (style §9): cancel the board's queries,
 * snapshot, patch the cache with `apply`, roll back to the snapshot on error with a toast saying
 * why (the server's message, else `refusal`), and refetch when settled — only once the last
 * pending change of this board settles, so an earlier response cannot briefly undo a later
 * optimistic patch.
 */
export function optimisticBoardUpdate<TVariables>(
  queryClient: QueryClient,
  boardId: string,
  apply: (board: Board, variables: TVariables) => Board,
  refusal: string | ((variables: TVariables) => string),
) {
  const queryKey = queryKeys.board(boardId);
  const mutationKey = mutationKeys.board(boardId);
  return {
    mutationKey,
    onMutate: async (variables: TVariables): Promise<BoardSnapshot> => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<Board>(queryKey);
      if (previous) queryClient.setQueryData<Board>(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error: Error, variables: TVariables, snapshot: BoardSnapshot | undefined): void => {
      if (snapshot?.previous) queryClient.setQueryData<Board>(queryKey, snapshot.previous);
      reportRefusal(error, typeof refusal === 'string' ? refusal : refusal(variables));
    },
    onSettled: (answer: unknown, error: Error | null): Promise<void> | undefined => {
      // Another server instance may not have heard of this change yet.
      if (!error) expectNewBoardVersion(queryClient, boardId, boardVersionWritten(answer));
      // The mutation settling right now still counts as pending.
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  };
}
