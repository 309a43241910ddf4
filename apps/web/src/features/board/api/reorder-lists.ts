import type { ListsResponse } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { reorderListsInBoard } from '../logic/board-cache';
import { listOrderBack, type ListOrder } from '../logic/undo-moves';
import { optimisticBoardUpdate } from './optimistic-board';

/** `listIds` is the new order of ALL the board's lists. */
export const reorderLists = (boardId: string, order: ListOrder) =>
  http.write<ListsResponse>('POST', '/lists/reorder', { boardId, ...order });

const reorderListsMutation = (queryClient: QueryClient, boardId: string) => ({
  mutationFn: (order: ListOrder) => reorderLists(boardId, order),
  ...optimisticBoardUpdate<ListOrder>(
    queryClient,
    boardId,
    (board, { listIds }) => reorderListsInBoard(board, listIds),
    'Erro ao mover a lista',
  ),
});

/** The lists reordered by drag; once saved, 'Desfazer' restores the order unless it changed since. */
export function useReorderLists(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reorderListsMutation(queryClient, boardId),
    onSuccess: ({ answer: { lists } }, _order, snapshot) => {
      if (!snapshot.previous) return;
      const saved = [...lists].sort((a, b) => a.position - b.position).map((list) => list.id);
      const back = listOrderBack(snapshot.previous, saved);
      offerUndo({
        message: 'Lista movida',
        undo: () => runMutation(queryClient, reorderListsMutation(queryClient, boardId), back),
      });
    },
  });
}
