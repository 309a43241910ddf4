import type { BoardSummary } from '@quadro/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The board `/board` opens: the first board of `workspaceId`, or of the user's first workspace.
 * The server creates the default workspace and board when there is none (idempotent).
 */
export const openDefaultBoard = async (workspaceId?: string) =>
  (await http.post<{ board: BoardSummary }>('/boards/default', workspaceId ? { workspaceId } : {}))
    .board;

export function useDefaultBoard() {
  return useQuery({
    queryKey: queryKeys.defaultBoard(),
    queryFn: () => openDefaultBoard(),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Switching workspace: resolves the board to open in it. */
export function useOpenWorkspaceBoard() {
  return useMutation({ mutationFn: (workspaceId: string) => openDefaultBoard(workspaceId) });
}
