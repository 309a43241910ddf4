import type { HolidaysResponse } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getHolidays = (workspaceId: string, year: number, signal?: AbortSignal) =>
  http.get<HolidaysResponse>(
    `/workspaces/${encodeURIComponent(workspaceId)}/holidays?year=${year}`,
    { signal },
  );

export const holidaysQueryOptions = (workspaceId: string, year: number) =>
  queryOptions({
    queryKey: queryKeys.holidays(workspaceId, year),
    queryFn: ({ signal }) => getHolidays(workspaceId, year, signal),
  });

/** The year's public holidays of the workspace's region and its own days off. */
export const useHolidays = (workspaceId: string, year: number) =>
  useQuery(holidaysQueryOptions(workspaceId, year));
