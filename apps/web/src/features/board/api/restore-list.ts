import type { ListResponse, ListWithCards } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, type Written } from '../../../lib/http';
import { insertListInBoard } from '../logic/board-cache';
import { refreshArchivedItems } from './get-archived-items';
import { optimisticBoardUpdate } from './optimistic-board';

export interface RestoreListVariables {
  listId: string;
  /** The list as it was before it was archived (an undo): back in its place at once. */
  before?: ListWithCards | undefined;
}

export const restoreList = (listId: string) =>
  http.write<ListResponse>('POST', `/lists/${encodeURIComponent(listId)}/restore`);

/** Back on the board with its cards; without `before`, they show when the board is read again. */
export function restoreListMutation(queryClient: QueryClient, boardId: string) {
  const change = optimisticBoardUpdate<RestoreListVariables>(
    queryClient,
    boardId,
    (board, { before }) => (before ? insertListInBoard(board, before) : board),
    'Erro ao restaurar a lista',
  );
  return {
    ...change,
    mutationFn: ({ listId }: RestoreListVariables) => restoreList(listId),
    onSettled: (written: Written<ListResponse> | undefined, error: Error | null) => {
      void refreshArchivedItems(queryClient, boardId);
      return change.onSettled(written, error);
    },
  };
}

export function useRestoreList(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation(restoreListMutation(queryClient, boardId));
}
