import type { LabelResponse, UpdateLabelInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { patchLabelInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export interface UpdateLabelVariables {
  labelId: string;
  changes: UpdateLabelInput;
}

export const updateLabel = ({ labelId, changes }: UpdateLabelVariables) =>
  http.write<LabelResponse>('PATCH', `/labels/${encodeURIComponent(labelId)}`, changes);

/** A label renamed or recoloured on every tile at once; undone with a toast if refused. */
export function useUpdateLabel(boardId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticBoardUpdate(
    queryClient,
    boardId,
    (board, { labelId, changes }: UpdateLabelVariables) =>
      patchLabelInBoard(board, labelId, changes),
    'Erro ao salvar a etiqueta',
  );
  return useMutation({
    mutationFn: updateLabel,
    ...optimistic,
  });
}
