import type { QueryClient } from '@tanstack/react-query';
import { forgetValidatedAnswer } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * An archived or restored board is read again in full (its `archivedAt`: the banner and the
 * read-only mode), and so are the lists of boards it left or joined.
 */
export function refreshBoardPlaces(queryClient: QueryClient, workspaceId: string, boardId: string) {
  // Another server instance may not have heard of the change yet: no 304 from it.
  forgetValidatedAnswer(`/boards/${encodeURIComponent(boardId)}`);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.board(boardId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.boards(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.defaultBoard(workspaceId) }),
  ]);
}
