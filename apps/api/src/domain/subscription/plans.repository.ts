import { PAST_DUE_GRACE_DAYS } from '@quadro/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { subscriptions, users, workspaceMembers } from '../../platform/db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A paid plan with the end of its writes (`writesUntil`). */
export type Plan = SubscriptionRow & { writesUntil: Date };

/**
 * Until when a paid plan lets its workspaces write (design §7, #21): the end of the paid period;
 * for a plan that renews by itself, `PAST_DUE_GRACE_DAYS` more, while its renewal is charged and,
 * when declined, retried. A plan cancelled, or ended after its last retry, has no grace. Written
 * once here, in SQL, for every read that decides it; null without a paid plan.
 */
export const writesUntil = sql<Date>`case
    when ${subscriptions.canceledAt} is null and ${subscriptions.cardReference} is not null
    then ${subscriptions.currentPeriodEnd} + make_interval(days => ${PAST_DUE_GRACE_DAYS}::int)
    else ${subscriptions.currentPeriodEnd} end`.mapWith(subscriptions.currentPeriodEnd);

const planColumns = { ...getTableColumns(subscriptions), writesUntil };

export async function findSubscription(db: DbOrTx, userId: string): Promise<Plan | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row;
}

/** The user's trial end and paid plan, in one read. */
export async function findPlanOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ trialEndsAt: users.trialEndsAt, subscription: planColumns })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row && { trialEndsAt: row.trialEndsAt, subscription: row.subscription ?? undefined };
}

/** Whose plan a workspace's writes depend on: its owner's trial end and the end of its writes. */
export async function findOwnerPlan(db: DbOrTx, workspaceId: string) {
  const [row] = await db
    .select({ ownerId: users.id, trialEndsAt: users.trialEndsAt, writesUntil })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row;
}
