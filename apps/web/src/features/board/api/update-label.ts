import type { LabelResponse, UpdateLabelInput } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { patchLabelInBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';
import { reportRefusal } from './report-refusal';

export interface UpdateLabelVariables {
  labelId: string;
  changes: UpdateLabelInput;
}

export const updateLabel = async ({ labelId, changes }: UpdateLabelVariables) =>
  (await http.patch<LabelResponse>(`/labels/${encodeURIComponent(labelId)}`, changes)).label;

/** A label renamed or recoloured on every tile at once; undone with a toast if refused. */
export function useUpdateLabel(boardId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticBoardUpdate(
    queryClient,
    boardId,
    (board, { labelId, changes }: UpdateLabelVariables) =>
      patchLabelInBoard(board, labelId, changes),
  );
  return useMutation({
    mutationFn: updateLabel,
    ...optimistic,
    onError: (error, variables, snapshot) => {
      optimistic.onError(error, variables, snapshot);
      reportRefusal(error, 'Erro ao salvar a etiqueta');
    },
  });
}
