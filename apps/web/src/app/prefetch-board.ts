import { matchPath } from 'react-router';
import { boardPreviewQueryOptions } from '../features/board/api/get-board';
import { workspacesQueryOptions } from '../features/workspaces/api/get-workspaces';
import { useAuthStore } from '../lib/auth-store';
import { routePatterns } from '../lib/paths';
import { queryClient } from '../lib/query-client';

/**
 * The app opened on a board: its requests start now, while the board screen's code downloads, not
 * after it; the board's first screen, as the screen asks for first (`useBoardOnScreen`). Later
 * visits find that code loaded already.
 */
export function prefetchBoard(pathname: string): void {
  const boardId = matchPath(routePatterns.boardWithId, pathname)?.params.boardId;
  if (!boardId || !useAuthStore.getState().isAuthenticated) return;
  void queryClient.prefetchQuery(boardPreviewQueryOptions(boardId));
  void queryClient.prefetchQuery(workspacesQueryOptions());
}
