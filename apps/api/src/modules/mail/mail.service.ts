import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/jobs/clock.js';
import type { DbOrTx, Db } from '../../platform/db/client.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { MailContent, MailTransport } from '../../adapters/mail/transport.js';
import { deliverMail, deliverMailHandler, type MailComposer } from './jobs/deliver-mail.job.js';
import { purgeMail, purgeMailHandler } from './jobs/purge-mail.job.js';
import * as outbox from './outbox.repository.js';
import type { ComposedMailKind } from './outbox.repository.js';

export type { MailComposer };

/**
 * E-mail is written to the outbox in the transaction of its cause, with the job that delivers it
 * once that commits (design §5): a crash between the two loses nothing. Outside a transaction,
 * the two still commit together.
 */
export const enqueueMail = (db: DbOrTx, recipient: string, content: MailContent) =>
  queue(db, { recipient, ...content });

/** Queues an e-mail of `kind` for `recipient`, to be composed (or dropped) when delivered. */
export const requestMail = (db: DbOrTx, recipient: string, kind: ComposedMailKind) =>
  queue(db, { kind, recipient, subject: '', text: '', html: '' });

async function queue(db: DbOrTx, message: Parameters<typeof outbox.insertMail>[1]) {
  await db.transaction(async (tx) => {
    const outboxId = await outbox.insertMail(tx, message);
    await enqueueJob(tx, deliverMail, { outboxId });
  });
}

export interface Mailer {
  /** Who composes the e-mails of `kind` (see `requestMail`). */
  addComposer(kind: ComposedMailKind, composer: MailComposer): void;
  /** Deliver now: call once the transaction that queued mail has committed. */
  kick(): void;
}

/**
 * Registers the delivery job and the daily purge of finished mail with the runner; answers what
 * services hold to compose and hurry mail.
 */
export function createMailer({
  db,
  transport,
  clock,
  log,
  jobs,
}: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}): Mailer {
  const composers = new Map<ComposedMailKind, MailComposer>();
  jobs.register(
    deliverMail,
    deliverMailHandler({ db, transport, clock, composerOf: (kind) => composers.get(kind) }),
  );
  jobs.register(purgeMail, purgeMailHandler({ db, clock, log }));
  return {
    addComposer: (kind, composer) => void composers.set(kind, composer),
    kick: () => jobs.kick(),
  };
}
