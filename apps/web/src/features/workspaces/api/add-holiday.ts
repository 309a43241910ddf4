import type { CreateHolidayInput, CreateHolidayResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const addHoliday = async (workspaceId: string, body: CreateHolidayInput) =>
  (
    await http.post<CreateHolidayResponse>(
      `/workspaces/${encodeURIComponent(workspaceId)}/holidays`,
      body,
    )
  ).holiday;

/** Adds a day off of the workspace's own; its year's list is refetched. */
export function useAddHoliday(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHolidayInput) => addHoliday(workspaceId, body),
    onSettled: (_holiday, _error, body) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.holidays(workspaceId, Number(body.date.slice(0, 4))),
      }),
  });
}
