import type { Board, Checklist } from '@quadro/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import type { Written } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { patchCardInBoard } from '../logic/board-cache';
import { checklistCounts } from '../logic/checklist-cache';
import { reportRefusal } from '../../../lib/report-refusal';

export interface ChecklistsSnapshot {
  previous: Checklist[] | undefined;
}

/**
 * The one shape of a change to a card's checklists (style §9), with the tile's count patched
 * alongside: snapshot, patch, cancel, roll back with a toast on error, refetch both once the
 * board's last pending change settles. The card's changes reach the server one at a time, in the
 * order they were made (an item is created before it is ticked).
 */
export function optimisticChecklistUpdate<TVariables>(
  queryClient: QueryClient,
  boardId: string,
  cardId: string,
  apply: (checklists: Checklist[], variables: TVariables) => Checklist[],
  refusal: string | ((variables: TVariables) => string),
) {
  const checklistsKey = queryKeys.checklists(boardId, cardId);
  const boardKey = queryKeys.board(boardId);
  const mutationKey = mutationKeys.checklists(boardId);

  /** The checklists as given, and the tile's count from them. */
  const show = (checklists: Checklist[]) => {
    queryClient.setQueryData<Checklist[]>(checklistsKey, checklists);
    queryClient.setQueryData<Board>(
      boardKey,
      (board) =>
        board && patchCardInBoard(board, cardId, { checklist: checklistCounts(checklists) }),
    );
  };

  return {
    mutationKey,
    scope: { id: `checklists:${cardId}` },
    onMutate: async (variables: TVariables): Promise<ChecklistsSnapshot> => {
      // Patched before the fetches are cancelled, with no wait between: the next key press (a
      // second Alt + ↑ before any render) already reads this change. A cancelled fetch goes back
      // to the data set by hand, not to its older answer.
      const previous = queryClient.getQueryData<Checklist[]>(checklistsKey);
      if (previous) show(apply(previous, variables));
      await Promise.all([
        queryClient.cancelQueries({ queryKey: checklistsKey, exact: true }),
        queryClient.cancelQueries({ queryKey: boardKey, exact: true }),
      ]);
      return { previous };
    },
    onError: (error: Error, variables: TVariables, snapshot: ChecklistsSnapshot | undefined) => {
      if (snapshot?.previous) show(snapshot.previous);
      reportRefusal(error, typeof refusal === 'string' ? refusal : refusal(variables));
    },
    onSettled: (
      written: Written<unknown> | undefined,
      error: Error | null,
    ): Promise<unknown> | undefined => {
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      if (queryClient.isMutating({ mutationKey: mutationKeys.board(boardId) }) > 1)
        return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: checklistsKey, exact: true }),
      ]);
    },
  };
}
