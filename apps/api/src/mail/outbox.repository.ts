import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { MailContent } from './templates.js';

export type OutboxMessage = typeof outbox.$inferSelect;

export async function enqueueMail(
  db: DbOrTx,
  recipient: string,
  content: MailContent,
): Promise<void> {
  await db.insert(outbox).values({ recipient, ...content });
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

export async function markMailSent(db: DbOrTx, id: string): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
}

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
        : { lastError: error, failedAt: new Date() },
    )
    .where(eq(outbox.id, id));
}
