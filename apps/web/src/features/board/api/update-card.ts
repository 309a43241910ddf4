import type { Card, Member, CardResponse, UpdateCardInput } from '@quadro/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { patchCardInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export interface UpdateCardVariables {
  cardId: string;
  changes: UpdateCardInput;
  /** The new assignee as shown until the server answers (when `changes.assigneeId` is set). */
  assignee?: Pick<Member, 'id' | 'name' | 'email' | 'avatarUrl'> | null;
}

export const updateCard = ({ cardId, changes }: UpdateCardVariables) =>
  http.write<CardResponse>('PATCH', `/cards/${encodeURIComponent(cardId)}`, changes);

function optimisticPatch({ changes, assignee }: UpdateCardVariables): Partial<Card> {
  const patch: Partial<Card> = {};
  if (changes.title !== undefined) patch.title = changes.title;
  if (changes.description !== undefined) patch.description = changes.description;
  if (changes.dueDate !== undefined) patch.dueDate = changes.dueDate;
  if (changes.dueComplete !== undefined) patch.dueComplete = changes.dueComplete;
  if (changes.assigneeId !== undefined) {
    patch.assigneeId = changes.assigneeId;
    patch.assignee = assignee
      ? {
          id: assignee.id,
          name: assignee.name,
          email: assignee.email,
          avatarUrl: assignee.avatarUrl,
        }
      : null;
  }
  return patch;
}

export const updateCardMutation = (queryClient: QueryClient, boardId: string) => ({
  mutationFn: updateCard,
  ...optimisticBoardUpdate(
    queryClient,
    boardId,
    (board, variables: UpdateCardVariables) =>
      patchCardInBoard(board, variables.cardId, optimisticPatch(variables)),
    'Erro ao salvar o cartão',
  ),
});

/**
 * Title, description, assignee and due date edits: applied at once, reverted if the server
 * refuses.
 */
export function useUpdateCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateCardMutation(queryClient, boardId));
}
