import type { ListResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { removeListFromBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';
import { restoreListMutation } from './restore-list';

export const archiveList = (listId: string) =>
  http.write<ListResponse>('POST', `/lists/${encodeURIComponent(listId)}/archive`);

/** The list and its cards leave the board at once; 'Desfazer' restores them to their place. */
export function useArchiveList(boardId: string) {
  const queryClient = useQueryClient();
  const change = optimisticBoardUpdate(
    queryClient,
    boardId,
    removeListFromBoard,
    'Erro ao arquivar a lista',
  );
  return useMutation({
    ...change,
    mutationFn: archiveList,
    onSuccess: (_list, listId, snapshot) => {
      const before = snapshot.previous?.lists.find((list) => list.id === listId);
      offerUndo({
        message: 'Lista arquivada',
        undo: () =>
          runMutation(queryClient, restoreListMutation(queryClient, boardId), { listId, before }),
      });
    },
    onSettled: (written, error) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  });
}
