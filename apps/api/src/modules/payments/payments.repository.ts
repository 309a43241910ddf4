import { and, desc, eq, max, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { payments, subscriptions, workspaceMembers } from '../../platform/db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByKey(db: DbOrTx, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findPendingPayment(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The period the next payment pays for: one past the last paid. */
export async function nextPeriodNumber(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(payments.periodNumber) })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')));
  return (row?.last ?? 0) + 1;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

/** Settles an attempt the gateway answered for good, releasing it. */
export async function settlePayment(
  db: DbOrTx,
  paymentId: string,
  values: Pick<PaymentRow, 'status' | 'gatewayReference'> &
    Partial<Pick<PaymentRow, 'failureMessage'>>,
) {
  await db
    .update(payments)
    .set({ ...values, leasedUntil: null, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Claims an attempt for one gateway call, until `until`. */
export async function leasePayment(db: DbOrTx, paymentId: string, until: Date) {
  await db
    .update(payments)
    .set({ leasedUntil: until, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Leaves an attempt pending, its fate unknown, for the next attempt to resume. */
export async function releasePayment(
  db: DbOrTx,
  paymentId: string,
  values: Partial<Pick<PaymentRow, 'gatewayReference' | 'failureMessage'>>,
) {
  await db
    .update(payments)
    .set({ ...values, leasedUntil: null, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

export async function saveSubscription(
  db: DbOrTx,
  values: Omit<typeof subscriptions.$inferInsert, 'createdAt' | 'updatedAt'>,
) {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        plan: values.plan,
        currentPeriodStart: values.currentPeriodStart,
        currentPeriodEnd: values.currentPeriodEnd,
        canceledAt: null,
        gateway: values.gateway,
        cardBrand: values.cardBrand,
        cardLast4: values.cardLast4,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert into subscriptions returned no row');
  return row;
}

export async function cancelSubscription(db: DbOrTx, userId: string, at: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({ canceledAt: at, updatedAt: at })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row;
}

/**
 * Tells the members of each workspace the user owns that it changed: its writes hang on the
 * owner's plan, so a read-only banner lifts as soon as the owner pays. Published on commit.
 */
export async function publishOwnedWorkspaces(db: DbOrTx, userId: string): Promise<void> {
  await queryRows(
    db,
    sql`select quadro_publish(jsonb_build_object('type', 'workspace', 'workspaceId', m.workspace_id))
    from ${workspaceMembers} m where m.user_id = ${userId} and m.role = 'owner'`,
  );
}
