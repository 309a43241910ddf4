import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema.js';

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
