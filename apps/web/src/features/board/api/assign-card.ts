import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { findCard } from '../logic/board-cache';
import { updateCardMutation } from './update-card';

/**
 * A card's assignee changed; once saved, 'Desfazer' gives it back to the one before, unless the
 * card changed since.
 */
export function useAssignCard(boardId: string) {
  const queryClient = useQueryClient();
  const update = updateCardMutation(queryClient, boardId);
  return useMutation({
    ...update,
    onSuccess: ({ answer: { card: saved } }, _variables, snapshot) => {
      const before = snapshot.previous && findCard(snapshot.previous, saved.id)?.card;
      if (!before) return;
      offerUndo({
        message: 'Responsável alterado',
        undo: () =>
          runMutation(queryClient, update, {
            cardId: saved.id,
            changes: { assigneeId: before.assigneeId, unchangedSince: saved.updatedAt },
            assignee: before.assignee,
          }),
      });
    },
  });
}
