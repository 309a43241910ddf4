import type { Holiday, HolidaysResponse, Region } from '@quadro/contracts';
import type { WorkspaceDayRow } from '../../domain/calendar/calendar.repository.js';
import type { PublicHoliday } from '../../domain/calendar/public-holidays.js';

export const presentWorkspaceDay = ({ date, name }: WorkspaceDayRow): Holiday => ({
  date,
  name,
  kind: 'workspace',
  optional: false,
});

/** The year's list: the region's days and the workspace's, by date (national, state, workspace). */
export function presentHolidays(
  region: Region,
  publicHolidays: readonly PublicHoliday[],
  workspaceDays: readonly WorkspaceDayRow[],
): HolidaysResponse {
  const holidays: Holiday[] = [
    ...publicHolidays.map(({ date, name, kind, optional }) => ({ date, name, kind, optional })),
    ...workspaceDays.map(presentWorkspaceDay),
  ];
  // A stable sort: on one date the region's days keep their order before the workspace's.
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  return { region, holidays };
}
