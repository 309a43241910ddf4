import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['state'];

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** A computed timestamp (the drivers answer a string or a Date), null when nothing was found. */
const timestampOrNull = (value: string | Date): Date | null => new Date(value);

/** Answers the new job's id, or null when a job of that kind already has that key. */
export async function insertJob(
  db: DbOrTx,
  values: { kind: string; key: string | null; payload: unknown; runAt: Date | null },
): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Due: queued and its time has come, or running on a lease that has run out (a crashed run). */
const isDue = (now: Date) =>
  or(
    and(eq(jobs.state, 'queued'), or(isNull(jobs.runAt), lte(jobs.runAt, now))),
    and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
  );

/**
 * Leases the job of `kinds` due the longest, if any: it becomes `running` until `now` plus its
 * kind's lease, one attempt more. `skip locked` lets every instance lease at once, each a
 * different job.
 */
export async function leaseJob(
  db: DbOrTx,
  kinds: readonly { kind: string; leaseMs: number }[],
  now: Date,
): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.kind,
          kinds.map(({ kind }) => kind),
        ),
        isDue(now),
      ),
    )
    .orderBy(sql`coalesce(${jobs.runAt}, ${jobs.createdAt})`)
    .limit(1)
    .for('update', { skipLocked: true });
  const leaseMs = sql`case ${jobs.kind} ${sql.join(
    kinds.map(({ kind, leaseMs }) => sql`when ${kind} then ${leaseMs}::integer`),
    sql` `,
  )} end`;
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`${at(now)} + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

/**
 * Only the run that holds the lease may settle the job: `attempts` names the run, so a run whose
 * lease ran out and passed to another settles nothing. Each answers whether it settled the job.
 */
const heldBy = (id: string, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.state, 'running'));

export async function completeJob(
  db: DbOrTx,
  run: { id: string; attempt: number },
  now: Date,
): Promise<boolean> {
  const settled = await db
    .update(jobs)
    .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: null })
    .where(heldBy(run.id, run.attempt))
    .returning({ id: jobs.id });
  return settled.length > 0;
}

export async function retryJob(
  db: DbOrTx,
  run: { id: string; attempt: number },
  runAt: Date,
  error: string,
): Promise<boolean> {
  const settled = await db
    .update(jobs)
    .set({ state: 'queued', runAt, lockedUntil: null, lastError: error })
    .where(heldBy(run.id, run.attempt))
    .returning({ id: jobs.id });
  return settled.length > 0;
}

export async function failJob(
  db: DbOrTx,
  run: { id: string; attempt: number },
  now: Date,
  error: string,
): Promise<boolean> {
  const settled = await db
    .update(jobs)
    .set({ state: 'failed', finishedAt: now, lockedUntil: null, lastError: error })
    .where(heldBy(run.id, run.attempt))
    .returning({ id: jobs.id });
  return settled.length > 0;
}

/**
 * Deletes up to `limit` jobs in `state` that finished before `before`; answers how many. No index
 * on `finished_at`: a scan that stops at `limit` rows is cheap enough once a day (decision 0043).
 */
export async function deleteFinishedJobs(
  db: DbOrTx,
  state: 'done' | 'failed',
  before: Date,
  limit: number,
): Promise<number> {
  const batch = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, state), lt(jobs.finishedAt, before)))
    .limit(limit);
  const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
  return deleted.length;
}

/**
 * When the next job of `kinds` falls due (`now` if one already is), or null if none waits. Three
 * lookups on the open-jobs index, each stopping at its first row, however many jobs wait for later
 * (100,000 reminders cost what 10 do): the earliest queued time, a queued job without one, and the
 * earliest lease to run out.
 */
export async function nextDueAt(
  db: DbOrTx,
  kinds: readonly string[],
  now: Date,
): Promise<Date | null> {
  const ofKinds = inArray(jobs.kind, kinds);
  const earliest = (
    state: 'queued' | 'running',
    column: typeof jobs.runAt | typeof jobs.lockedUntil,
  ) =>
    db
      .select({ at: column })
      .from(jobs)
      .where(and(eq(jobs.state, state), ofKinds, sql`${column} is not null`))
      .orderBy(column)
      .limit(1);
  const waitingNow = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), ofKinds, isNull(jobs.runAt)));
  const [row] = await queryRows<{ next: string | Date | null }>(
    db,
    sql`select least((${earliest('queued', jobs.runAt)}), (${earliest('running', jobs.lockedUntil)}),
      (select ${at(now)} where exists (${waitingNow}))) as next`,
  );
  return row?.next ? new Date(row.next) : null;
}

export interface JobStateCount {
  kind: string;
  state: Exclude<JobState, 'done'>;
  count: number;
  /** Among queued jobs: when the one waiting the longest past its time fell due. */
  oldestDueAt: Date | null;
}

/** Unfinished and failed jobs by kind and state; done ones are history, counted as they run. */
export async function countJobs(db: DbOrTx, now: Date): Promise<JobStateCount[]> {
  const rows = await db
    .select({
      kind: jobs.kind,
      state: jobs.state,
      count: sql<number>`count(*)`.mapWith(Number),
      oldestDueAt: sql`min(coalesce(${jobs.runAt}, ${jobs.createdAt}))
        filter (where ${jobs.state} = 'queued' and ${isDue(now)})`.mapWith(timestampOrNull),
    })
    .from(jobs)
    .where(ne(jobs.state, 'done'))
    .groupBy(jobs.kind, jobs.state);
  return rows.flatMap((row) => (row.state === 'done' ? [] : [{ ...row, state: row.state }]));
}

/** Deletes the queued jobs of `kind` with one of `keys`; running and finished ones stay. */
export async function deleteQueuedJobs(
  db: DbOrTx,
  kind: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.key, [...keys]), eq(jobs.state, 'queued')));
}
