import { and, between, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { workspaceHolidays } from '../../platform/db/schema/index.js';

/** How many days of its own the workspace has in `year`. */
export async function countWorkspaceDaysIn(
  db: DbOrTx,
  workspaceId: string,
  year: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceHolidays)
    .where(
      and(
        eq(workspaceHolidays.workspaceId, workspaceId),
        between(workspaceHolidays.date, `${year}-01-01`, `${year}-12-31`),
      ),
    );
  return row?.total ?? 0;
}

/** Adds a day off; answers undefined when the workspace already has one on that date. */
export async function insertWorkspaceDay(
  db: DbOrTx,
  values: { workspaceId: string; date: string; name: string; createdBy: string },
): Promise<{ date: string; name: string } | undefined> {
  const [row] = await db
    .insert(workspaceHolidays)
    .values(values)
    .onConflictDoNothing()
    .returning({ date: workspaceHolidays.date, name: workspaceHolidays.name });
  return row;
}

/** Removes a day off; answers its name, or undefined when there was none on that date. */
export async function deleteWorkspaceDay(
  db: DbOrTx,
  workspaceId: string,
  date: string,
): Promise<{ name: string } | undefined> {
  const [row] = await db
    .delete(workspaceHolidays)
    .where(and(eq(workspaceHolidays.workspaceId, workspaceId), eq(workspaceHolidays.date, date)))
    .returning({ name: workspaceHolidays.name });
  return row;
}
