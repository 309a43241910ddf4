import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const removeHoliday = (workspaceId: string, date: string) =>
  http.delete<void>(
    `/workspaces/${encodeURIComponent(workspaceId)}/holidays/${encodeURIComponent(date)}`,
  );

/** Removes a day off of the workspace's own; its year's list is refetched. */
export function useRemoveHoliday(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => removeHoliday(workspaceId, date),
    onSettled: (_nothing, _error, date) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.holidays(workspaceId, Number(date.slice(0, 4))),
      }),
  });
}
