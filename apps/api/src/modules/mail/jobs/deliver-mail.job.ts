import { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { defineJob } from '../../../platform/jobs/job-kind.js';
import type { JobHandler } from '../../../platform/jobs/runner.js';
import type { MailContent, MailTransport } from '../../../adapters/mail/transport.js';
import * as outbox from '../outbox.repository.js';
import type { ComposedMailKind, OutboxMessage } from '../outbox.repository.js';

/** Sends one outbox message, written beside it in the transaction of its cause. */
export const deliverMail = defineJob({
  kind: 'deliver-mail',
  payload: z.object({ outboxId: z.uuid() }),
  // 2 s, 4 s, 8 s … up to 15 min: eight attempts span about half an hour.
  retry: { maxAttempts: 8, firstDelayMs: 2_000, maxDelayMs: 15 * 60_000 },
  leaseMs: 60_000,
});

export type DeliverMail = z.infer<typeof deliverMail.payload>;

/** Writes a queued e-mail for `recipient` at delivery time; null drops it unsent. */
export type MailComposer = (tx: Tx, recipient: string) => Promise<MailContent | null>;

export function deliverMailHandler({
  db,
  transport,
  clock,
  composerOf,
}: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  composerOf(kind: ComposedMailKind): MailComposer | undefined;
}): JobHandler<DeliverMail> {
  async function contentOf(message: OutboxMessage): Promise<MailContent | null> {
    if (message.kind === 'message') return message;
    const composer = composerOf(message.kind);
    if (!composer) throw new Error(`no composer for ${message.kind} e-mails`);
    return db.transaction((tx) => composer(tx, message.recipient));
  }

  return {
    async run({ payload }) {
      // Gone: a run that lost its lease got there first, or it was dropped.
      const message = await outbox.findUnsentMail(db, payload.outboxId);
      if (!message) return;
      const content = await contentOf(message);
      if (!content) return outbox.deleteMail(db, message.id);
      await transport.send(message.recipient, content);
      await outbox.markMailSent(db, message.id, content.subject, clock.now());
    },
    failed: (tx, { payload }) => outbox.markMailFailed(tx, payload.outboxId, clock.now()),
  };
}
