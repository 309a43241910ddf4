import type { Board, CreateLabelInput, LabelResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { http, type Written } from '../../../lib/http';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { addLabelToBoard } from '../logic/board-cache';
import { reportRefusal } from '../../../lib/report-refusal';

export const createLabel = (boardId: string, body: CreateLabelInput) =>
  http.write<LabelResponse>('POST', `/boards/${encodeURIComponent(boardId)}/labels`, body);

/** Not optimistic (the server assigns the id); a refusal is told and the form keeps its input. */
export function useCreateLabel(boardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.board(boardId);
  const mutationKey = mutationKeys.board(boardId);
  return useMutation({
    mutationKey,
    mutationFn: (body: CreateLabelInput) => createLabel(boardId, body),
    onSuccess: ({ answer: { label } }) => {
      queryClient.setQueryData<Board>(queryKey, (board) => board && addLabelToBoard(board, label));
    },
    onError: (error) => reportRefusal(error, 'Erro ao criar a etiqueta'),
    onSettled: (written: Written<LabelResponse> | undefined, error) => {
      if (!error) expectNewBoardVersion(queryClient, boardId, written?.boardVersion);
      if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
      return queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
