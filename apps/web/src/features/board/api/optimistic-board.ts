import type { Board } from '@quadro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import type { Written } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { reportRefusal } from '../../../lib/report-refusal';

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
    onSettled: (
      written: Written<unknown> | undefined,
      error: Error | null,
    ): Promise<void> | undefined => {
      // Another server instance may not have heard of this change yet.
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      // The mutation settling right now still counts as pending.
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  };
}
