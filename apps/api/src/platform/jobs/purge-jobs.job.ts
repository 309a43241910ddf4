import { z } from 'zod';
import { dailyAtUtc, defineJob } from './job-kind.js';
import { deleteFinishedJobs } from './jobs.repository.js';
import { purgeHandler, type PurgeDeps } from './purge.js';

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

export const purgeJobsHandler = (deps: PurgeDeps) =>
  purgeHandler(
    {
      kind: purgeJobs.kind,
      retentionOf: { done: 'done', failed: 'failed' },
      deleteBatch: deleteFinishedJobs,
      message: 'purged finished jobs',
    },
    deps,
  );
