import type { ActivityFilterType } from '@quadro/contracts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { activities, users } from '../../platform/db/schema/index.js';
import { before, keyTime, type TimeKey } from '../../platform/db/keyset-cursor.js';

/**
 * One page of a workspace's history, newest first, with its authors (null once their account is
 * gone): one query, keyset-paginated so rows written meanwhile neither repeat nor go missing.
 */
export async function listActivities(
  db: DbOrTx,
  query: {
    workspaceId: string;
    entityType?: ActivityFilterType | undefined;
    before?: TimeKey | undefined;
    limit: number;
  },
) {
  const conditions: SQL[] = [eq(activities.workspaceId, query.workspaceId)];
  if (query.entityType === 'archive')
    conditions.push(inArray(activities.action, ['archive', 'restore']));
  else if (query.entityType) conditions.push(eq(activities.entityType, query.entityType));
  if (query.before) conditions.push(before(activities.createdAt, activities.id, query.before));
  return db
    .select({
      id: activities.id,
      action: activities.action,
      entityType: activities.entityType,
      metadata: activities.metadata,
      createdAt: activities.createdAt,
      key: keyTime(activities.createdAt),
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
