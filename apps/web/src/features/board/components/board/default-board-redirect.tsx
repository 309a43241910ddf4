import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useDefaultBoard } from '../../api/open-default-board';
import { BoardLoadError, BoardLoading } from './board-states';
import { NoBoardState } from './no-board-state';

export interface DefaultBoardRedirectProps {
  /** The workspace to open; by default the user's first one. */
  workspaceId?: string | undefined;
  /** The header's workspace menu, so a user with nothing to open can go elsewhere. */
  workspaceControls?: ReactNode;
}

/**
 * `/board`: asks the server for the default board (created on first login) and opens it, or
 * says there is none when a read-only member's workspace has no board yet.
 */
export function DefaultBoardRedirect({
  workspaceId,
  workspaceControls,
}: DefaultBoardRedirectProps) {
  const defaultBoard = useDefaultBoard(workspaceId);
  if (defaultBoard.data) return <Navigate to={paths.board(defaultBoard.data.id)} replace />;
  if (defaultBoard.data === null) return <NoBoardState workspaceControls={workspaceControls} />;
  if (defaultBoard.isError) {
    return <BoardLoadError onRetry={() => void defaultBoard.refetch()} />;
  }
  return <BoardLoading />;
}
