import { z } from 'zod';
import { dailyAtUtc, defineJob } from '../../../platform/jobs/job-kind.js';
import { purgeHandler, type PurgeDeps } from '../../../platform/jobs/purge.js';
import { deleteOldChanges } from '../board-changes.repository.js';

/**
 * Deletes the boards' change log older than a day, every day at 04:15 in São Paulo: a client
 * that has been away longer loads its board whole (410), which costs about what a day's changes
 * would (decision 0055).
 */
export const purgeBoardChanges = defineJob({
  kind: 'purge-board-changes',
  payload: z.object({}),
  leaseMs: 15 * 60_000,
  schedule: { next: dailyAtUtc(7, 15), payload: {} },
});

export const purgeBoardChangesHandler = (deps: PurgeDeps) =>
  purgeHandler(
    {
      kind: purgeBoardChanges.kind,
      retentionOf: { logged: 'changes' },
      deleteBatch: (db, _outcome, before, limit) => deleteOldChanges(db, before, limit),
      message: 'purged board changes',
    },
    deps,
  );
