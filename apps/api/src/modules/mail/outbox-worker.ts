import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  deleteMail,
  leaseDueMail,
  markMailFailed,
  markMailSent,
  type ComposedMailKind,
  type OutboxMessage,
} from './outbox.repository.js';
import type { MailContent } from '../../adapters/mail/transport.js';
import type { MailTransport } from '../../adapters/mail/transport.js';

const MAX_ATTEMPTS = 8;
const BATCH = 10;

const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 15 * 60_000);

/** Writes a queued e-mail for `recipient` at delivery time; null drops it unsent. */
export type MailComposer = (tx: Tx, recipient: string) => Promise<MailContent | null>;

export interface OutboxWorker {
  /** Who composes the e-mails of `kind` (see `requestMail`). */
  addComposer(kind: ComposedMailKind, composer: MailComposer): void;
  /** Deliver now, e.g. right after a transaction that enqueued mail committed. */
  kick(): void;
  /** Resolves once nothing due is left (tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  { pollIntervalMs = 5_000 } = {},
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const composers = new Map<ComposedMailKind, MailComposer>();

  async function contentOf(message: OutboxMessage): Promise<MailContent | null> {
    if (message.kind === 'message') return message;
    const composer = composers.get(message.kind);
    if (!composer) throw new Error(`no composer for ${message.kind} e-mails`);
    return db.transaction((tx) => composer(tx, message.recipient));
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await leaseDueMail(db, BATCH);
      if (batch.length === 0) return;
      for (const message of batch) {
        try {
          const content = await contentOf(message);
          if (!content) {
            await deleteMail(db, message.id);
            continue;
          }
          await transport.send(message.recipient, content);
          await markMailSent(db, message.id, content.subject);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const retryAt =
            message.attempts < MAX_ATTEMPTS
              ? new Date(Date.now() + retryDelayMs(message.attempts))
              : null;
          await markMailFailed(db, message.id, reason, retryAt);
          log.warn(
            { outboxId: message.id, attempts: message.attempts, reason },
            'e-mail delivery failed',
          );
        }
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) =>
          log.error({ err: error }, 'outbox worker failed'),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }
  schedule();

  return {
    addComposer: (kind, composer) => void composers.set(kind, composer),
    // Once stopped, the transport is closed: a request still in flight queues its mail for later.
    kick: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      while (running) await running;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
      transport.close();
    },
  };
}
