import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { outbox } from '../../platform/db/schema/index.js';
import type { MailContent } from '../../adapters/mail/transport.js';

export type OutboxMessage = typeof outbox.$inferSelect;
/** Kinds of e-mail composed at delivery time rather than when queued. */
export type ComposedMailKind = Exclude<OutboxMessage['kind'], 'message'>;

/** Answers the new message's id. */
export async function insertMail(
  db: DbOrTx,
  values: { kind?: OutboxMessage['kind']; recipient: string } & MailContent,
): Promise<string> {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  return row!.id;
}

/** The message, unless it was sent, given up on or dropped already. */
export async function findUnsentMail(db: DbOrTx, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row;
}

/** Sent: the body (and the link in it) is dropped; recipient, subject and times stay. */
export async function markMailSent(
  db: DbOrTx,
  id: string,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, subject, text: '', html: '', headers: null })
    .where(eq(outbox.id, id));
}

/** Given up on: its body is dropped too. */
export async function markMailFailed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ failedAt: now, text: '', html: '', headers: null })
    .where(eq(outbox.id, id));
}

/** A composed e-mail with nothing to say (e.g. a reset for an address without an account). */
export async function deleteMail(db: DbOrTx, id: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
}

/**
 * Deletes up to `limit` messages sent (or given up on, for `failed`) before `before`; answers
 * how many. Mail still waiting is never touched.
 */
export async function deleteFinishedMail(
  db: DbOrTx,
  outcome: 'sent' | 'failed',
  before: Date,
  limit: number,
): Promise<number> {
  const finishedAt = outcome === 'sent' ? outbox.sentAt : outbox.failedAt;
  const batch = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(lt(finishedAt, before))
    .limit(limit);
  const deleted = await db
    .delete(outbox)
    .where(inArray(outbox.id, batch))
    .returning({ id: outbox.id });
  return deleted.length;
}
