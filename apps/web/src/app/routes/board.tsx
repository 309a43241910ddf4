import { useParams } from 'react-router';
import { BoardScreen } from '../../features/board/components/board-screen';
import { DefaultBoardRedirect } from '../../features/board/components/default-board-redirect';

export function BoardRoute() {
  const { boardId } = useParams();
  // The board screen titles the page with the board's name.
  if (boardId) return <BoardScreen key={boardId} boardId={boardId} />;
  return (
    <>
      <title>Quadro</title>
      <DefaultBoardRedirect />
    </>
  );
}
