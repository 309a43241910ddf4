import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { dailyAtUtc, defineJob } from '../../../platform/jobs/job-kind.js';
import { deleteInBatches, PURGE_BATCH_SIZE, purgeBefore } from '../../../platform/jobs/purge.js';
import type { JobHandler } from '../../../platform/jobs/runner.js';
import * as outbox from '../outbox.repository.js';

/**
 * Deletes the outbox rows of e-mail sent over a week ago or given up on over a month ago, every
 * day at 03:45 in São Paulo: a quarter of an hour after `purge-jobs`, so the two seldom hold both
 * of an instance's slots at once. Mail still waiting is kept, however old.
 */
export const purgeMail = defineJob({
  kind: 'purge-mail',
  payload: z.object({}),
  leaseMs: 15 * 60_000,
  schedule: { next: dailyAtUtc(6, 45), payload: {} },
});

export function purgeMailHandler({
  db,
  clock,
  log,
  batchSize = PURGE_BATCH_SIZE,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
}): JobHandler<z.infer<typeof purgeMail.payload>> {
  return {
    async run({ id }) {
      const now = clock.now();
      const purged = (outcome: 'sent' | 'failed') =>
        deleteInBatches(
          (limit) =>
            outbox.deleteFinishedMail(
              db,
              outcome,
              purgeBefore(now, outcome === 'sent' ? 'done' : 'failed'),
              limit,
            ),
          batchSize,
        );
      const sent = await purged('sent');
      const failed = await purged('failed');
      log.info({ jobId: id, kind: purgeMail.kind, sent, failed }, 'purged finished e-mail');
    },
  };
}
