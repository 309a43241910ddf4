import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { outbox } from '../../platform/db/schema.js';
import type { MailContent } from '../../adapters/mail/transport.js';

export type OutboxMessage = typeof outbox.$inferSelect;
/** Kinds of e-mail composed at delivery time rather than when queued. */
export type ComposedMailKind = Exclude<OutboxMessage['kind'], 'message'>;

export async function enqueueMail(
  db: DbOrTx,
  recipient: string,
  content: MailContent,
): Promise<void> {
  await db.insert(outbox).values({ recipient, ...content });
}

/** Queues an e-mail of `kind` for `recipient`, to be composed (or dropped) when delivered. */
export async function requestMail(
  db: DbOrTx,
  recipient: string,
  kind: ComposedMailKind,
): Promise<void> {
  await db.insert(outbox).values({ kind, recipient, subject: '', text: '', html: '' });
}

/**
 * Leases up to `limit` due messages: pushing their next attempt a minute ahead means another
 * instance (or a crash mid-send) cannot lose them, at worst one is sent twice.
 */
export async function leaseDueMail(db: DbOrTx, limit: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, sql`now()`)),
    )
    .orderBy(outbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      nextAttemptAt: sql`now() + interval '60 seconds'`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Sent: the body (and the link in it) is dropped; recipient, subject and times stay. */
export async function markMailSent(db: DbOrTx, id: string, subject: string): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: new Date(), lastError: null, subject, text: '', html: '' })
    .where(eq(outbox.id, id));
}

/** A failure: retried at `retryAt`, or given up (and its body dropped) when null. */
export async function markMailFailed(
  db: DbOrTx,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, failedAt: new Date(), text: '', html: '' },
    )
    .where(eq(outbox.id, id));
}

/** A composed e-mail with nothing to say (e.g. a reset for an address without an account). */
export async function deleteMail(db: DbOrTx, id: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
}
