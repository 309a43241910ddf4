import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeLabelFromBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';
import { reportRefusal } from './report-refusal';

export const deleteLabel = (labelId: string) =>
  http.delete<void>(`/labels/${encodeURIComponent(labelId)}`);

/** The label leaves the board and its cards at once; put back with a toast if refused. */
export function useDeleteLabel(boardId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticBoardUpdate(queryClient, boardId, removeLabelFromBoard);
  return useMutation({
    mutationFn: deleteLabel,
    ...optimistic,
    onError: (error, labelId, snapshot) => {
      optimistic.onError(error, labelId, snapshot);
      reportRefusal(error, 'Erro ao excluir a etiqueta');
    },
  });
}
