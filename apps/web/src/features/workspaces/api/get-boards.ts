import type { BoardsResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getBoards = async (workspaceId: string, signal?: AbortSignal) =>
  (
    await http.get<BoardsResponse>(`/boards/workspace/${encodeURIComponent(workspaceId)}`, {
      signal,
    })
  ).boards;

/** The workspace's boards, for the board switcher. */
export function useBoards(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.boards(workspaceId),
    queryFn: ({ signal }) => getBoards(workspaceId, signal),
  });
}
