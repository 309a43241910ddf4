import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import type { Clock } from './clock.js';
import { enqueueJob } from './enqueue.js';
import { retryDelayMs, type JobKind } from './job-kind.js';
import {
  completeJob,
  countJobs,
  failJob,
  leaseJob,
  nextDueAt,
  retryJob,
  type JobRow,
  type JobState,
} from './jobs.repository.js';

/** One run of a job, as its handler sees it. */
export interface JobRun<P> {
  id: string;
  key: string | null;
  payload: P;
  /** 1 for the first run. */
  attempt: number;
  /** The time it was queued for; null when it was queued to run at once. */
  runAt: Date | null;
}

export type JobHandler<P> = (
  | {
      /** Does the work; throwing retries it later. A job may run twice (a crash after the work
       * and before it was marked done), so a handler checks whether its work is already done. */
      run(job: JobRun<P>): Promise<void>;
    }
  | {
      /**
       * Work that is only writes to this database, done in the transaction that marks the job
       * done: it happens exactly once, or not at all and is retried. Throwing rolls it back.
       */
      runInTransaction(tx: Tx, job: JobRun<P>): Promise<void>;
    }
) & {
  /** Told, in the transaction that marks the job failed, that it will not run again. */
  failed?(tx: Tx, job: JobRun<P>, error: string): Promise<void>;
};

export type JobOutcome = 'done' | 'retry' | 'failed';

export interface JobCount {
  kind: string;
  state: Exclude<JobState, 'done'>;
  count: number;
  /** Among queued jobs: how long the one waiting the longest past its time has waited. */
  overdueSeconds: number;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The longest a due job waits for this runner when nobody kicks it. */
  pollIntervalMs?: number;
  /** Jobs this runner runs at once. */
  concurrency?: number;
  /** Each settled run, for the metrics. */
  onRun?(kind: string, outcome: JobOutcome, seconds: number): void;
}

export interface JobRunner {
  /** Adds a kind this runner runs; before `start()`. */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void;
  /** Queues the next occurrence of each scheduled kind and starts looking for due jobs. */
  start(): Promise<void>;
  /** Look now, e.g. once the transaction that enqueued a job has committed. */
  kick(): void;
  /** Runs what is due until nothing is (tests move the clock, then drain). */
  drain(): Promise<void>;
  /** Takes no new job; resolves once the runs in flight have settled. */
  stop(): Promise<void>;
  /** Unfinished and failed jobs by kind and state, with zeros for the registered kinds. */
  counts(): Promise<JobCount[]>;
}

interface Registered {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

/** Never look again sooner than this, whatever the table says: a floor for a busy loop. */
const MIN_WAIT_MS = 50;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the registered kinds' due jobs: leases one at a time per slot (`for update skip locked`,
 * so instances share the work), runs its handler, then marks it done, queues it again after a
 * growing wait, or fails it after its last attempt. It looks when kicked, and otherwise when the
 * next job falls due or after `pollIntervalMs`, whichever comes first.
 */
export function createJobRunner({
  db,
  clock,
  log,
  pollIntervalMs = 5_000,
  concurrency = 2,
  onRun,
}: JobRunnerOptions): JobRunner {
  const registry = new Map<string, Registered>();
  let leases: { kind: string; leaseMs: number }[] = [];
  let started = false;
  let stopped = false;
  let pass: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function giveUp(
    { kind, handler }: Registered,
    row: JobRow,
    job: JobRun<unknown> | null,
    error: string,
  ): Promise<JobOutcome> {
    const run = { id: row.id, attempt: row.attempts };
    const settled = await db.transaction(async (tx) => {
      if (!(await failJob(tx, run, clock.now(), error))) return false;
      if (job && handler.failed) await handler.failed(tx, job, error);
      await queueNextOccurrence(tx, kind, row);
      return true;
    });
    if (settled)
      log.error({ jobId: row.id, kind: row.kind, attempts: row.attempts, error }, 'job failed');
    return 'failed';
  }

  async function queueNextOccurrence(tx: Tx, kind: JobKind<unknown>, row: JobRow) {
    if (!kind.schedule) return;
    const now = clock.now();
    // A runner that was down for a while runs a missed occurrence once, not once per miss.
    const after = row.runAt && row.runAt > now ? row.runAt : now;
    await enqueueOccurrence(tx, kind, kind.schedule.next(after));
  }

  const enqueueOccurrence = (tx: Db | Tx, kind: JobKind<unknown>, at: Date) =>
    enqueueJob(tx, kind, kind.schedule?.payload, { runAt: at, key: at.toISOString() });

  async function execute(registered: Registered, row: JobRow): Promise<JobOutcome> {
    const { kind, handler } = registered;
    const parsed = kind.payload.safeParse(row.payload);
    if (!parsed.success) return giveUp(registered, row, null, `invalid payload: ${parsed.error}`);
    const job: JobRun<unknown> = {
      id: row.id,
      key: row.key,
      payload: parsed.data,
      attempt: row.attempts,
      runAt: row.runAt,
    };
    // Its last run took the lease and never settled it: the process died, or the run hung.
    if (row.attempts > kind.retry.maxAttempts)
      return giveUp(registered, row, job, 'the last attempt did not finish within its lease');
    const held = { id: row.id, attempt: row.attempts };
    /** Marks the job done, after `work` in the same transaction; false when the lease was lost. */
    const settle = (work?: (tx: Tx) => Promise<void>) =>
      db.transaction(async (tx) => {
        // Marked first: a run whose lease passed to another does nothing.
        if (!(await completeJob(tx, held, clock.now()))) return false;
        await work?.(tx);
        await queueNextOccurrence(tx, kind, row);
        return true;
      });
    let settled: boolean | undefined;
    try {
      if ('runInTransaction' in handler)
        settled = await settle((tx) => handler.runInTransaction(tx, job));
      else await handler.run(job);
    } catch (error) {
      const reason = messageOf(error);
      if (row.attempts >= kind.retry.maxAttempts) return giveUp(registered, row, job, reason);
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(kind.retry, row.attempts));
      if (await retryJob(db, held, retryAt, reason))
        log.warn(
          { jobId: row.id, kind: row.kind, attempts: row.attempts, retryAt, error: reason },
          'job failed, will retry',
        );
      return 'retry';
    }
    settled ??= await settle();
    if (!settled)
      log.warn(
        { jobId: row.id, kind: row.kind, attempts: row.attempts },
        'job finished after its lease had run out',
      );
    return 'done';
  }

  /** Leases and runs one due job; false when none is due. */
  async function runOne(): Promise<boolean> {
    const row = await leaseJob(db, leases, clock.now());
    if (!row) return false;
    const registered = registry.get(row.kind);
    // Only registered kinds are leased.
    if (!registered) throw new Error(`leased a job of unknown kind ${row.kind}`);
    const startedAt = performance.now();
    const outcome = await execute(registered, row);
    onRun?.(row.kind, outcome, (performance.now() - startedAt) / 1000);
    return true;
  }

  async function slot(): Promise<void> {
    try {
      while (!stopped && (await runOne()));
    } catch (error) {
      // The database is away, most likely: the next look tries again.
      log.error({ err: error }, 'job runner failed');
    }
  }

  async function waitForNext() {
    if (stopped) return;
    let wait = pollIntervalMs;
    const next = await nextDueAt(
      db,
      leases.map(({ kind }) => kind),
      clock.now(),
    ).catch(() => null);
    if (stopped) return;
    if (next) wait = Math.min(wait, Math.max(MIN_WAIT_MS, next.getTime() - clock.now().getTime()));
    clearTimeout(timer);
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  }

  function run(): Promise<void> {
    if (!started || stopped || leases.length === 0) return pass ?? Promise.resolve();
    if (pass) {
      again = true;
      return pass;
    }
    clearTimeout(timer);
    pass = (async () => {
      // A kick while this pass runs, even while it sets its timer, runs it once more.
      for (;;) {
        again = false;
        await Promise.all(Array.from({ length: concurrency }, slot));
        await waitForNext();
        if (!again || stopped) break;
      }
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  return {
    register(kind, handler) {
      if (started) throw new Error(`job kind ${kind.kind} registered after the runner started`);
      if (registry.has(kind.kind)) throw new Error(`job kind ${kind.kind} registered twice`);
      registry.set(kind.kind, { kind, handler } as Registered);
      leases = [...registry.values()].map(({ kind }) => ({
        kind: kind.kind,
        leaseMs: kind.leaseMs,
      }));
    },
    async start() {
      if (started) return;
      started = true;
      for (const { kind } of registry.values())
        if (kind.schedule) await enqueueOccurrence(db, kind, kind.schedule.next(clock.now()));
      // What a stopped or crashed instance left due runs now.
      void run();
    },
    kick() {
      void run();
    },
    drain: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (pass) await pass;
    },
    async counts() {
      const now = clock.now();
      const counted = (await countJobs(db, now)).map(({ oldestDueAt, ...count }): JobCount => ({
        ...count,
        overdueSeconds: oldestDueAt ? Math.max(0, now.getTime() - oldestDueAt.getTime()) / 1000 : 0,
      }));
      const seen = new Set(counted.map(({ kind, state }) => `${kind} ${state}`));
      const zeros = [...registry.keys()].flatMap((kind) =>
        (['queued', 'running', 'failed'] as const)
          .filter((state) => !seen.has(`${kind} ${state}`))
          .map((state) => ({ kind, state, count: 0, overdueSeconds: 0 })),
      );
      return [...counted, ...zeros];
    },
  };
}
