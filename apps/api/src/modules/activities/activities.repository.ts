import type { ActivityFilterType } from '@quadro/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activities, users } from '../../db/schema.js';

type Activity = typeof activities.$inferInsert;

/** Every mutation records what it did, in its own transaction (design §5). */
export async function recordActivity(
  db: DbOrTx,
  entry: Pick<Activity, 'workspaceId' | 'userId' | 'action' | 'entityType' | 'entityId'> & {
    metadata?: Record<string, string | null>;
  },
): Promise<void> {
  await db.insert(activities).values({ ...entry, metadata: entry.metadata ?? {} });
}

/** Who makes a change, as its activity records them. */
export interface Actor {
  workspaceId: string;
  userId: string;
}

export const actorOf = ({ workspaceId }: { workspaceId: string }, userId: string): Actor => ({
  workspaceId,
  userId,
});

/**
 * `recordActivity` as a CTE of the statement that makes the change, so both cost one round trip:
 * one activity per row of that statement's CTE `changed` (none when nothing changed), about the
 * entity `changed.id`. `metadata` is a jsonb expression, which may read `changed`'s columns.
 */
export function activityOfChanged(
  entry: Actor & Pick<Activity, 'action' | 'entityType'>,
  metadata: SQL,
): SQL {
  return sql`activity as (
    insert into ${activities} (workspace_id, user_id, action, entity_type, entity_id, metadata)
    select ${entry.workspaceId}::uuid, ${entry.userId}::uuid, ${entry.action}, ${entry.entityType},
      changed.id, ${metadata}
    from changed)`;
}

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
