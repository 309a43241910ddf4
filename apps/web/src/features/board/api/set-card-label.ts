import type { CardResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { setCardLabelInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export interface SetCardLabelVariables {
  labelId: string;
  /** Put on the card (true) or taken off it (false). */
  on: boolean;
}

const cardLabelsPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/labels`;

export const setCardLabel = (cardId: string, { labelId, on }: SetCardLabelVariables) =>
  on
    ? http.write<CardResponse>('POST', cardLabelsPath(cardId), { labelId })
    : http.write<CardResponse>(
        'DELETE',
        `${cardLabelsPath(cardId)}/${encodeURIComponent(labelId)}`,
      );

/**
 * A label put on the card or taken off: shown at once on the tile and in the dialog, sent in
 * order (a quick on-off-on reaches the server as pressed), undone with a toast if refused.
 */
export function useSetCardLabel(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticBoardUpdate(
    queryClient,
    boardId,
    (board, { labelId, on }: SetCardLabelVariables) =>
      setCardLabelInBoard(board, cardId, labelId, on),
    ({ on }) => (on ? 'Erro ao aplicar a etiqueta' : 'Erro ao remover a etiqueta'),
  );
  return useMutation({
    mutationFn: (variables: SetCardLabelVariables) => setCardLabel(cardId, variables),
    scope: { id: `card-labels:${cardId}` },
    ...optimistic,
  });
}
