import type { BoardSummaryResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reportRefusal } from '../../../lib/report-refusal';
import { runMutation } from '../../../lib/run-mutation';
import { offerUndo } from '../../../lib/undo';
import { refreshBoardPlaces } from './refresh-board-places';
import { restoreBoardMutation } from './restore-board';

export const archiveBoard = (boardId: string) =>
  http.write<BoardSummaryResponse>('POST', `/boards/${encodeURIComponent(boardId)}/archive`);

/** 'Arquivar quadro': it leaves the workspace's boards, read-only until restored ('Desfazer'). */
export function useArchiveBoard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveBoard,
    onSuccess: (_board, boardId) =>
      offerUndo({
        message: 'Quadro arquivado',
        undo: () =>
          runMutation(queryClient, restoreBoardMutation(queryClient, workspaceId), boardId),
      }),
    onError: (error) => reportRefusal(error, 'Erro ao arquivar o quadro'),
    onSettled: (written, _error, boardId) =>
      refreshBoardPlaces(queryClient, workspaceId, boardId, written),
  });
}
