import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { removeLabelFromBoard } from '../logic/board-cache';
import { optimisticBoardUpdate } from './optimistic-board';

export const deleteLabel = (labelId: string) =>
  http.write<void>('DELETE', `/labels/${encodeURIComponent(labelId)}`);

/** The label leaves the board and its cards at once; put back with a toast if refused. */
export function useDeleteLabel(boardId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticBoardUpdate(
    queryClient,
    boardId,
    removeLabelFromBoard,
    'Erro ao excluir a etiqueta',
  );
  return useMutation({
    mutationFn: deleteLabel,
    ...optimistic,
  });
}
