import type { QueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import type { Written } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * An archived or restored board is read again (its `archivedAt`: the banner and the read-only
 * mode), and so are the lists of boards it left or joined. `written`: the change's answer, none
 * when it failed (the board is then read from the database, whatever became of the change).
 */
export function refreshBoardPlaces(
  queryClient: QueryClient,
  workspaceId: string,
  boardId: string,
  written: Written<unknown> | undefined,
) {
  // Another server instance may not have heard of the change yet: no 304 from it.
  expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.defaultBoard(workspaceId) }),
  ]);
}
