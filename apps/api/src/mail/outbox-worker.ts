import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { leaseDueMail, markMailFailed, markMailSent } from './outbox.repository.js';
import type { MailTransport } from './transport.js';

const MAX_ATTEMPTS = 8;
const BATCH = 10;

const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 15 * 60_000);

export interface OutboxWorker {
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

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await leaseDueMail(db, BATCH);
      if (batch.length === 0) return;
      for (const message of batch) {
        try {
          await transport.send(message.recipient, message);
          await markMailSent(db, message.id);
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
    kick: () => void run(),
    drain: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
      transport.close();
    },
  };
}
