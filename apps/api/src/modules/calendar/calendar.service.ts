import {
  MAX_WORKSPACE_HOLIDAYS_PER_YEAR,
  type CreateHolidayInput,
  type Holiday,
  type HolidaysResponse,
} from '@quadro/contracts';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { touchWorkspace } from '../../domain/access/locks.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { findRegion, listWorkspaceDays } from '../../domain/calendar/calendar.repository.js';
import { holidaysOf } from '../../domain/calendar/public-holidays.js';
import { asRegion } from '../../domain/calendar/working-calendar.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { presentHolidays, presentWorkspaceDay } from './calendar.presenter.js';
import * as repo from './calendar.repository.js';

const yearOf = (date: string) => Number(date.slice(0, 4));

const holidayLimit = (year: number) =>
  new AppError(
    'HOLIDAY_LIMIT',
    `Este workspace atingiu o limite de ${MAX_WORKSPACE_HOLIDAYS_PER_YEAR} feriados próprios em ${year}.`,
  );

/**
 * A workspace's calendar: the public holidays of its region (date-holidays, in memory) and its
 * own days off, which owners and admins add and remove. The region itself is a workspace setting
 * (`PATCH /v1/workspaces/:id`).
 */
export function createCalendarService({ db }: { db: Db }) {
  return {
    /** Any member: the year's public holidays, optional days and the workspace's own days. */
    async list(userId: string, workspaceId: string, year: number): Promise<HolidaysResponse> {
      await requireWorkspace(db, workspaceId, userId, 'workspace:read');
      const stored = await findRegion(db, workspaceId);
      if (stored === undefined) throw notFound('workspace');
      const region = asRegion(stored);
      const days = await listWorkspaceDays(db, workspaceId, `${year}-01-01`, `${year}-12-31`);
      return presentHolidays(region, await holidaysOf(region, year), days);
    },

    /** One day per date (409 for a second), at most MAX_WORKSPACE_HOLIDAYS_PER_YEAR a year. */
    async add(userId: string, workspaceId: string, input: CreateHolidayInput): Promise<Holiday> {
      return db.transaction(async (tx) => {
        await requireWorkspace(tx, workspaceId, userId, 'workspace:calendar');
        // Serialises this workspace's calendar changes, so the count below holds until commit.
        const workspace = await touchWorkspace(tx, workspaceId);
        const year = yearOf(input.date);
        if (
          (await repo.countWorkspaceDaysIn(tx, workspaceId, year)) >=
          MAX_WORKSPACE_HOLIDAYS_PER_YEAR
        )
          throw holidayLimit(year);
        const day = await repo.insertWorkspaceDay(tx, { workspaceId, ...input, createdBy: userId });
        if (!day) throw new AppError('HOLIDAY_EXISTS');
        await recordActivity(tx, {
          workspaceId,
          userId,
          action: 'update',
          entityType: 'workspace',
          entityId: workspaceId,
          metadata: {
            field: 'holiday_added',
            name: workspace.name,
            date: day.date,
            holiday: day.name,
          },
        });
        return presentWorkspaceDay(day);
      });
    },

    async remove(userId: string, workspaceId: string, date: string): Promise<void> {
      await db.transaction(async (tx) => {
        await requireWorkspace(tx, workspaceId, userId, 'workspace:calendar');
        const workspace = await touchWorkspace(tx, workspaceId);
        const day = await repo.deleteWorkspaceDay(tx, workspaceId, date);
        if (!day) throw notFound('holiday');
        await recordActivity(tx, {
          workspaceId,
          userId,
          action: 'update',
          entityType: 'workspace',
          entityId: workspaceId,
          metadata: { field: 'holiday_removed', name: workspace.name, date, holiday: day.name },
        });
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
