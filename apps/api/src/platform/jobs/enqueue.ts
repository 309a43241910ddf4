import type { DbOrTx } from '../db/client.js';
import type { JobKind } from './job-kind.js';
import { deleteQueuedJobs, insertJob } from './jobs.repository.js';

export interface EnqueueOptions {
  /** Not before this time; by default as soon as a runner is free. */
  runAt?: Date;
  /**
   * The natural key of this occurrence (a reminder: card, kind and due time). A second job of the
   * same kind and key is not written, whether the first is waiting, done or failed.
   */
  key?: string;
}

/**
 * Writes a job in `db`, a transaction's handle when there is one: the job commits with its cause
 * or not at all. Answers its id, or null when its key was taken. A runner takes it from there;
 * `JobRunner.kick()` after the commit saves waiting for the runner's next look.
 */
export async function enqueueJob<P>(
  db: DbOrTx,
  kind: JobKind<P>,
  payload: P,
  { runAt, key }: EnqueueOptions = {},
): Promise<string | null> {
  return insertJob(db, {
    kind: kind.kind,
    key: key ?? null,
    payload: kind.payload.parse(payload),
    runAt: runAt ?? null,
  });
}

/**
 * Withdraws the occurrences of `kind` named by `keys` that are still waiting, in `db`'s
 * transaction: one already running finishes, and its handler checks that it is still wanted.
 */
export const cancelJobs = <P>(db: DbOrTx, kind: JobKind<P>, keys: readonly string[]) =>
  deleteQueuedJobs(db, kind.kind, keys);
