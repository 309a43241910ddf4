import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDefaultBoard } from '../api/open-default-board';
import { BoardLoadError, BoardLoading } from './board-states';

/** `/board`: asks the server for the default board (created on first login) and opens it. */
export function DefaultBoardRedirect() {
  const defaultBoard = useDefaultBoard();
  if (defaultBoard.data) return <Navigate to={paths.board(defaultBoard.data.id)} replace />;
  if (defaultBoard.isError) {
    return <BoardLoadError onRetry={() => void defaultBoard.refetch()} />;
  }
  return <BoardLoading />;
}
