import type { ActivityFilterType } from '@quadro/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { activities, users } from '../../platform/db/schema/index.js';

/** A position in the history: the last row of a page, by (created_at, id). */
export interface ActivityKey {
  /** `created_at` in UTC with its microseconds, which a JS Date would lose. */
  createdAt: string;
  id: string;
}

/**
 * One page of a workspace's history, newest first, with its authors (null once their account is
 * gone): one query, keyset-paginated so rows written meanwhile neither repeat nor go missing.
 */
export async function listActivities(
  db: DbOrTx,
  query: {
    workspaceId: string;
    entityType?: ActivityFilterType | undefined;
    before?: ActivityKey | undefined;
    limit: number;
  },
) {
  const conditions: SQL[] = [eq(activities.workspaceId, query.workspaceId)];
  if (query.entityType) conditions.push(eq(activities.entityType, query.entityType));
  if (query.before)
    conditions.push(
      sql`(${activities.createdAt}, ${activities.id}) < (${query.before.createdAt}::timestamptz, ${query.before.id}::uuid)`,
    );
  return db
    .select({
      id: activities.id,
      action: activities.action,
      entityType: activities.entityType,
      metadata: activities.metadata,
      createdAt: activities.createdAt,
      key: sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      userName: users.name,
      userEmail: users.email,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(and(...conditions))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(query.limit);
}

export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number];
