import type { NonWorkingDays } from '@quadro/contracts';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { holidaysQueryOptions } from './get-holidays';

/**
 * The days nobody works in the workspace this year and the next (a due date in December counts
 * into January): its region's public holidays and its own days, not the pontos facultativos.
 * Undefined until both years are known.
 */
export function useNonWorkingDays(workspaceId: string | undefined): NonWorkingDays | undefined {
  const year = new Date().getFullYear();
  const results = useQueries({
    queries: [year, year + 1].map((each) => ({
      ...holidaysQueryOptions(workspaceId ?? '', each),
      enabled: Boolean(workspaceId),
      staleTime: 60 * 60_000,
    })),
  });
  const [thisYear, nextYear] = results.map((result) => result.data);
  return useMemo(() => {
    if (!thisYear || !nextYear) return undefined;
    const days = [...thisYear.holidays, ...nextYear.holidays];
    return new Set(days.filter((day) => !day.optional).map((day) => day.date));
  }, [thisYear, nextYear]);
}
