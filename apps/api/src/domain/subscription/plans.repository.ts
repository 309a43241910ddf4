import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { subscriptions, users, workspaceMembers } from '../../platform/db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(
  db: DbOrTx,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The user's trial end and paid plan, in one read. */
export async function findPlanOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ trialEndsAt: users.trialEndsAt, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row && { trialEndsAt: row.trialEndsAt, subscription: row.subscription ?? undefined };
}

/** Whose plan a workspace's writes depend on: its owner's trial end and paid period. */
export async function findOwnerPlan(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({
      ownerId: users.id,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row;
}
