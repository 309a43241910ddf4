import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import { dailyAtUtc, defineJob } from './job-kind.js';
import { deleteFinishedJobs } from './jobs.repository.js';
import { deleteInBatches, PURGE_BATCH_SIZE, purgeBefore } from './purge.js';
import type { JobHandler } from './runner.js';

/**
 * Deletes the jobs done over a week ago and failed over a month ago, every day at 03:30 in São
 * Paulo. A key is unique only among the rows kept, so only within that time.
 */
export const purgeJobs = defineJob({
  kind: 'purge-jobs',
  payload: z.object({}),
  // A first purge of a long history may take a while; each batch is its own statement.
  leaseMs: 15 * 60_000,
  schedule: { next: dailyAtUtc(6, 30), payload: {} },
});

export function purgeJobsHandler({
  db,
  clock,
  log,
  batchSize = PURGE_BATCH_SIZE,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
}): JobHandler<z.infer<typeof purgeJobs.payload>> {
  return {
    async run({ id }) {
      const now = clock.now();
      const purged = async (state: 'done' | 'failed') =>
        deleteInBatches(
          (limit) => deleteFinishedJobs(db, state, purgeBefore(now, state), limit),
          batchSize,
        );
      const done = await purged('done');
      const failed = await purged('failed');
      log.info({ jobId: id, kind: purgeJobs.kind, done, failed }, 'purged finished jobs');
    },
  };
}
