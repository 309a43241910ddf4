import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { workspaceHolidays, workspaces } from '../../platform/db/schema/index.js';

/** The workspace's region as stored, or undefined when the workspace is gone. */
export async function findRegion(db: DbOrTx, workspaceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ region: workspaces.region })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.region;
}

export type WorkspaceDayRow = { date: string; name: string };

/** The workspace's own days off from `from` to `to` (inclusive), by date. */
export async function listWorkspaceDays(
  db: DbOrTx,
  workspaceId: string,
  from: string,
  to: string,
): Promise<WorkspaceDayRow[]> {
  return db
    .select({ date: workspaceHolidays.date, name: workspaceHolidays.name })
    .from(workspaceHolidays)
    .where(
      and(
        eq(workspaceHolidays.workspaceId, workspaceId),
        between(workspaceHolidays.date, from, to),
      ),
    )
    .orderBy(asc(workspaceHolidays.date));
}
