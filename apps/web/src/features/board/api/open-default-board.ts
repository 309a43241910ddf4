import type { DefaultBoardResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The board `/board` opens: the first board of `workspaceId`, or of the user's first workspace.
 * The server creates the default workspace and board when there is none (idempotent), and answers
 * null for a workspace without boards whose caller may not create one (read-only).
 */
export const openDefaultBoard = async (workspaceId?: string) =>
  (await http.post<DefaultBoardResponse>('/boards/default', workspaceId ? { workspaceId } : {}))
    .board;

export function useDefaultBoard(workspaceId?: string) {
  return useQuery({
    queryKey: queryKeys.defaultBoard(workspaceId),
    queryFn: () => openDefaultBoard(workspaceId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
