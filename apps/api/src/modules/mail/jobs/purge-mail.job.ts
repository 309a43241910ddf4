import { z } from 'zod';
import { dailyAtUtc, defineJob } from '../../../platform/jobs/job-kind.js';
import { purgeHandler, type PurgeDeps } from '../../../platform/jobs/purge.js';
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

export const purgeMailHandler = (deps: PurgeDeps) =>
  purgeHandler(
    {
      kind: purgeMail.kind,
      retentionOf: { sent: 'done', failed: 'failed' },
      deleteBatch: outbox.deleteFinishedMail,
      message: 'purged finished e-mail',
    },
    deps,
  );
