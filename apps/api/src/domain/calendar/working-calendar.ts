import {
  DEFAULT_REGION,
  isRegion,
  MAX_CALENDAR_YEAR,
  MIN_CALENDAR_YEAR,
  type NonWorkingDays,
  type Region,
} from '@quadro/contracts';
import type { DbOrTx } from '../../platform/db/client.js';
import { findRegion, listWorkspaceDays, type WorkspaceDayRow } from './calendar.repository.js';
import { holidaysOf } from './public-holidays.js';

/** A stored region, or Brazil's when the row holds something we no longer know. */
export const asRegion = (stored: string): Region => (isRegion(stored) ? stored : DEFAULT_REGION);

/**
 * The days nobody works in `years`, for the business-day functions of contracts: the region's
 * public holidays (not its optional days) and the workspace's own days.
 */
export async function nonWorkingDaysOf(
  region: Region,
  years: readonly number[],
  workspaceDays: readonly WorkspaceDayRow[],
): Promise<NonWorkingDays> {
  const days = new Set(workspaceDays.map(({ date }) => date));
  for (const year of years)
    for (const holiday of await holidaysOf(region, year))
      if (!holiday.optional) days.add(holiday.date);
  return days;
}

export interface WorkingCalendar {
  region: Region;
  nonWorkingDays: NonWorkingDays;
}

/**
 * A workspace's working calendar over whole years (a due date's, and the year after for the
 * reminders that cross it); undefined when the workspace is gone. Years outside 1970-9999 are
 * skipped.
 */
export async function workingCalendar(
  db: DbOrTx,
  workspaceId: string,
  years: readonly number[],
): Promise<WorkingCalendar | undefined> {
  const stored = await findRegion(db, workspaceId);
  if (stored === undefined) return undefined;
  const region = asRegion(stored);
  const inRange = [...new Set(years)]
    .filter(
      (year) => Number.isInteger(year) && year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR,
    )
    .sort((a, b) => a - b);
  if (inRange.length === 0) return { region, nonWorkingDays: new Set() };
  const workspaceDays = await listWorkspaceDays(
    db,
    workspaceId,
    `${inRange[0]}-01-01`,
    `${inRange.at(-1)}-12-31`,
  );
  const wanted = new Set(inRange.map(String));
  return {
    region,
    nonWorkingDays: await nonWorkingDaysOf(
      region,
      inRange,
      workspaceDays.filter(({ date }) => wanted.has(date.slice(0, 4))),
    ),
  };
}
