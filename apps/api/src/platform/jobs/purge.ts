import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { JobHandler } from './runner.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long finished work is kept before a purge deletes it (decision 0043): done jobs and sent
 * e-mail a week, failed ones a month, long enough to look into a failure; the boards' change log a
 * day (decision 0055).
 */
export const RETENTION_MS = { done: 7 * DAY_MS, failed: 30 * DAY_MS, changes: DAY_MS };

/** Rows one purge statement deletes at most, so none holds its locks for long. */
export const PURGE_BATCH_SIZE = 1_000;

/** The time before which finished work of that outcome is purged. */
export const purgeBefore = (now: Date, outcome: keyof typeof RETENTION_MS) =>
  new Date(now.getTime() - RETENTION_MS[outcome]);

/**
 * Runs `deleteBatch` (one statement, its own transaction) until it deletes fewer than
 * `batchSize` rows; answers how many it deleted in all.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

export interface PurgeDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/**
 * A purge job's handler: for each outcome of a table's finished rows (its retention named by
 * `retentionOf`), deletes those finished before their retention through the table owner's
 * `deleteBatch`, in batches, then logs how many of each it deleted (counts only).
 */
export function purgeHandler<O extends string>(
  {
    kind,
    retentionOf,
    deleteBatch,
    message,
  }: {
    kind: string;
    retentionOf: Record<O, keyof typeof RETENTION_MS>;
    deleteBatch: (db: Db, outcome: O, before: Date, limit: number) => Promise<number>;
    message: string;
  },
  { db, clock, log, batchSize = PURGE_BATCH_SIZE }: PurgeDeps,
): JobHandler<object> {
  return {
    async run({ id }) {
      const now = clock.now();
      const counts: Record<string, number> = {};
      for (const outcome of Object.keys(retentionOf) as O[]) {
        const before = purgeBefore(now, retentionOf[outcome]);
        counts[outcome] = await deleteInBatches(
          (limit) => deleteBatch(db, outcome, before, limit),
          batchSize,
        );
      }
      log.info({ jobId: id, kind, ...counts }, message);
    },
  };
}
