import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { activities } from '../../platform/db/schema.js';

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
