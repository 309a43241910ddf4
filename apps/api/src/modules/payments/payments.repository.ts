import { and, desc, eq, lt, max, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  payments,
  subscriptions,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

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
    Partial<Pick<PaymentRow, 'failureMessage' | 'paidAt' | 'periodStart' | 'periodEnd'>>,
) {
  await db
    .update(payments)
    .set({ ...values, leasedUntil: null, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** An attempt settled as unpaid whose money came after all, pending again for `periodNumber`. */
export async function reopenPayment(db: DbOrTx, paymentId: string, periodNumber: number) {
  await db
    .update(payments)
    .set({ status: 'pending', periodNumber, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** The gateway closed an attempt unpaid; only one still pending changes. */
export async function closePendingPayment(
  db: DbOrTx,
  paymentId: string,
  values: Pick<PaymentRow, 'gatewayReference'> & { status: 'declined' | 'expired' },
) {
  await db
    .update(payments)
    .set({ ...values, leasedUntil: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/** The gateway gave a paid payment's money back (a refund or a chargeback). */
export async function markRefunded(db: DbOrTx, paymentId: string, at: Date) {
  await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: at })
    .where(eq(payments.id, paymentId));
}

/** The plan ends now, and renews no more. */
export async function endPlanNow(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ currentPeriodEnd: at, canceledAt: at, pastDueSince: null, updatedAt: at })
    .where(eq(subscriptions.userId, userId));
}

/** A Pix nobody paid in time: its period is free for another attempt. */
export async function expirePayment(db: DbOrTx, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'expired', leasedUntil: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/** The Pix the gateway generated for an attempt, which stays pending until it is paid. */
export async function recordPix(
  db: DbOrTx,
  paymentId: string,
  pix: Pick<PaymentRow, 'gatewayReference' | 'pixCopyPaste' | 'pixExpiresAt' | 'gatewayCustomer'>,
) {
  await db
    .update(payments)
    .set({ ...pix, leasedUntil: null, updatedAt: new Date() })
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
        cardReference: values.cardReference ?? null,
        pastDueSince: null,
        renewalFailures: 0,
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

/** The sandbox's 'Simular renovação': the paid period ends at `at`. */
export async function endPeriodAt(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ currentPeriodEnd: at, updatedAt: at })
    .where(eq(subscriptions.userId, userId));
}

/** The card renewals charge from now on, saved at the gateway ('Trocar cartão'). */
export async function replaceCard(
  db: DbOrTx,
  userId: string,
  card: Pick<SubscriptionRow, 'gateway' | 'cardBrand' | 'cardLast4' | 'cardReference'>,
) {
  await db
    .update(subscriptions)
    .set({ ...card, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}

/** A renewal's charge was declined: the plan is past due since the first decline. */
export async function recordRenewalFailure(db: DbOrTx, userId: string, at: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({
      pastDueSince: sql`coalesce(${subscriptions.pastDueSince}, ${at.toISOString()}::timestamptz)`,
      renewalFailures: sql`${subscriptions.renewalFailures} + 1`,
      updatedAt: at,
    })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row;
}

/** The last retry failed too: the plan ends, cancelled, with no grace left. */
export async function endUnpaidSubscription(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ canceledAt: at, pastDueSince: null, renewalFailures: 0, updatedAt: at })
    .where(eq(subscriptions.userId, userId));
}

/**
 * Who paid last, for a renewal's receipt (the checkout's name and masked CPF) and for the next
 * month's Pix (the gateway's customer).
 */
export async function findLastPayer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      customerName: payments.customerName,
      customerDocument: payments.customerDocument,
      gatewayCustomer: payments.gatewayCustomer,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.periodNumber))
    .limit(1);
  return row;
}

export async function reactivateSubscription(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(subscriptions)
    .set({ canceledAt: null, updatedAt: at })
    .where(eq(subscriptions.userId, userId));
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

/** A payment of the user's, whole; undefined for anybody else's. */
export async function findOwnPaymentRow(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function findOwnPayment(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

/** A page of the user's payments, newest first, from before `before` when given. */
export async function listPayments(
  db: DbOrTx,
  userId: string,
  { before, limit }: { before?: { id: string; createdAt: Date }; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        before
          ? or(
              lt(payments.createdAt, before.createdAt),
              and(eq(payments.createdAt, before.createdAt), lt(payments.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** A paid payment of the user's, with the name and address of the account it was paid from. */
export async function findPaidPayment(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ payment: payments, userName: users.name, userEmail: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.status, 'paid')));
  return row;
}
