import { BoardPlaceholder } from '../../features/board/components/board-placeholder';

export function BoardRoute() {
  return (
    <>
      <title>Quadro</title>
      <BoardPlaceholder />
    </>
  );
}
