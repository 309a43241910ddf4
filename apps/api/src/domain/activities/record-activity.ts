import { and, desc, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { activities } from '../../platform/db/schema/index.js';

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

/**
 * Like `recordActivity`, but a repeat of the same change (same person, same entity, same
 * `metadata.field`), when it is the workspace's latest line and within `windowMs` of it, replaces
 * that line instead of adding one: fifteen theme changes in a row read as one, the last.
 */
export async function recordFoldedActivity(
  db: DbOrTx,
  entry: Pick<Activity, 'workspaceId' | 'action' | 'entityType' | 'entityId'> & {
    userId: string;
    metadata: Record<string, string | null> & { field: string };
  },
  windowMs = 60_000,
): Promise<void> {
  const [latest] = await db
    .select({ id: activities.id, metadata: activities.metadata })
    .from(activities)
    .where(
      and(
        eq(activities.workspaceId, entry.workspaceId),
        gt(activities.createdAt, sql`now() - ${`${windowMs} milliseconds`}::interval`),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(1);
  const repeats =
    latest &&
    (await db
      .update(activities)
      .set({ metadata: entry.metadata, createdAt: sql`now()` })
      .where(
        and(
          eq(activities.id, latest.id),
          eq(activities.userId, entry.userId),
          eq(activities.action, entry.action),
          eq(activities.entityType, entry.entityType),
          eq(activities.entityId, entry.entityId),
          sql`${activities.metadata}->>'field' = ${entry.metadata.field}`,
        ),
      )
      .returning({ id: activities.id }));
  if (!repeats?.length) await recordActivity(db, entry);
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
 * entity `changed.id`. `metadata` is a jsonb expression, which may read `changed`'s columns; so may
 * `workspaceId`, when it is an expression of the statement.
 */
export function activityOfChanged(
  entry: { workspaceId: string | SQL; userId: string | Placeholder } & Pick<
    Activity,
    'action' | 'entityType'
  >,
  metadata: SQL,
): SQL {
  return sql`activity as (
    insert into ${activities} (workspace_id, user_id, action, entity_type, entity_id, metadata)
    select ${entry.workspaceId}::uuid, ${entry.userId}::uuid, ${entry.action}, ${entry.entityType},
      changed.id, ${metadata}
    from changed)`;
}
