import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manualClock, type ManualClock } from '../../../test/clock.js';
import { openTestDatabase } from '../../../test/harness.js';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { enqueueJob } from './enqueue.js';
import { defineJob, type JobKind } from './job-kind.js';
import { createJobRunner, type JobHandler, type JobRun, type JobRunner } from './runner.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silent = pino({ level: 'silent' });
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.db.delete(jobs);
});

let kinds = 0;
/** A kind of its own for each test, so no runner takes another test's jobs. */
function testKind(options: Partial<Parameters<typeof defineJob<{ n: number }>>[0]> = {}) {
  kinds += 1;
  return defineJob({
    kind: `test-${kinds}`,
    payload: z.object({ n: z.number() }),
    retry: { maxAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 1_500 },
    ...options,
  });
}

/** A started runner of `kind` that records the payloads it runs. */
async function startRunner<P>(
  clock: ManualClock,
  kind: JobKind<P>,
  handler: { run?(job: JobRun<P>): Promise<void>; failed?: JobHandler<P>['failed'] } = {},
  { concurrency = 2 } = {},
) {
  const ran: P[] = [];
  const runner = createJobRunner({
    db: database.db,
    clock,
    log: silent,
    pollIntervalMs: 60_000,
    concurrency,
  });
  runner.register(kind, {
    run: async (job) => {
      ran.push(job.payload);
      await handler.run?.(job);
    },
    failed: handler.failed,
  });
  runners.push(runner);
  await runner.start();
  await runner.drain();
  return { runner, ran };
}

const rowsOf = (kind: JobKind<unknown>) =>
  database.db.select().from(jobs).where(eq(jobs.kind, kind.kind));

describe('job runner', () => {
  it('runs a job queued for later only once the clock has passed its time', async () => {
    const clock = manualClock();
    const kind = testKind();
    const { runner, ran } = await startRunner(clock, kind);
    const runAt = new Date(clock.now().getTime() + 60_000);
    await enqueueJob(database.db, kind, { n: 1 }, { runAt });

    await runner.drain();
    clock.advance(59_999);
    await runner.drain();
    expect(ran).toEqual([]);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'queued', attempts: 0, runAt });

    clock.advance(1);
    await runner.drain();
    expect(ran).toEqual([{ n: 1 }]);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.finishedAt).toEqual(clock.now());
  });

  it('runs a job queued without a time at once, in the order they were queued', async () => {
    const clock = manualClock();
    const kind = testKind();
    // One slot: with two, the second lease may start its run before the first does.
    const { runner, ran } = await startRunner(clock, kind, {}, { concurrency: 1 });
    for (const n of [1, 2, 3]) await enqueueJob(database.db, kind, { n });
    runner.kick();
    await runner.drain();
    expect(ran).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('retries a failing job after a growing wait, then fails it after its last attempt', async () => {
    const clock = manualClock();
    const kind = testKind();
    const failures: string[] = [];
    const { runner, ran } = await startRunner(clock, kind, {
      run: async () => {
        throw new Error(`refused at ${clock.now().toISOString()}`);
      },
      failed: async (tx, job, error) => {
        // In the transaction that fails the job: it sees the job failed already.
        const [row] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
        failures.push(`${row?.state}: ${error}`);
      },
    });
    const start = clock.now().getTime();
    await enqueueJob(database.db, kind, { n: 1 });
    await runner.drain();
    let [row] = await rowsOf(kind);
    // First wait 1 s (firstDelayMs).
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lockedUntil: null });
    expect(row?.runAt?.getTime()).toBe(start + 1_000);
    expect(row?.lastError).toBe(`refused at ${new Date(start).toISOString()}`);

    clock.advance(999);
    await runner.drain();
    expect(ran).toHaveLength(1);
    clock.advance(1);
    await runner.drain();
    expect(ran).toHaveLength(2);
    [row] = await rowsOf(kind);
    // Then 2 s, held to the 1.5 s cap.
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(row?.runAt?.getTime()).toBe(start + 2_500);
    expect(failures).toEqual([]);

    clock.advance(1_500);
    await runner.drain();
    [row] = await rowsOf(kind);
    expect(ran).toHaveLength(3);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lockedUntil: null });
    expect(row?.finishedAt).toEqual(clock.now());
    expect(failures).toEqual([`failed: refused at ${clock.now().toISOString()}`]);

    clock.advance(60 * 60_000);
    await runner.drain();
    expect(ran).toHaveLength(3);
  });

  it('commits the writes of a transactional run with the job done, and a failed run none of them', async () => {
    const clock = manualClock();
    const kind = testKind();
    const effect = testKind();
    const runner = createJobRunner({ db: database.db, clock, log: silent, pollIntervalMs: 60_000 });
    let attempts = 0;
    runner.register(kind, {
      async runInTransaction(tx, job) {
        attempts += 1;
        // What the run writes: another job, keyed by this one's payload.
        await enqueueJob(tx, effect, job.payload, { key: `effect-${job.payload.n}` });
        if (attempts === 1) throw new Error('the first run fails after writing');
      },
    });
    runners.push(runner);
    await runner.start();
    await enqueueJob(database.db, kind, { n: 1 });
    await runner.drain();
    expect(await rowsOf(kind)).toEqual([expect.objectContaining({ state: 'queued', attempts: 1 })]);
    expect(await rowsOf(effect)).toEqual([]);

    clock.advance(1_000);
    await runner.drain();
    expect(attempts).toBe(2);
    expect(await rowsOf(kind)).toEqual([expect.objectContaining({ state: 'done', attempts: 2 })]);
    expect(await rowsOf(effect)).toEqual([expect.objectContaining({ key: 'effect-1' })]);
  });

  it('writes one job for a key, whether the first is waiting or done, and runs it once', async () => {
    const clock = manualClock();
    const kind = testKind();
    const { runner, ran } = await startRunner(clock, kind);
    const first = await enqueueJob(database.db, kind, { n: 1 }, { key: 'card-1:due' });
    const again = await enqueueJob(database.db, kind, { n: 2 }, { key: 'card-1:due' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    await runner.drain();
    expect(await enqueueJob(database.db, kind, { n: 3 }, { key: 'card-1:due' })).toBeNull();
    // Another kind may use the same key.
    expect(await enqueueJob(database.db, testKind(), { n: 4 }, { key: 'card-1:due' })).not.toBe(
      null,
    );
    await runner.drain();
    expect(ran).toEqual([{ n: 1 }]);
    expect(await rowsOf(kind)).toHaveLength(1);
  });

  it('commits a job with its cause, and a rolled-back cause leaves none', async () => {
    const clock = manualClock();
    const kind = testKind();
    const { runner, ran } = await startRunner(clock, kind);
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, kind, { n: 1 });
        throw new Error('the cause failed');
      })
      .catch(() => {});
    await database.db.transaction((tx) => enqueueJob(tx, kind, { n: 2 }));
    await runner.drain();
    expect(ran).toEqual([{ n: 2 }]);
  });

  it('refuses a payload its kind does not describe, and fails a stored one without running it', async () => {
    const clock = manualClock();
    const kind = testKind();
    const { runner, ran } = await startRunner(clock, kind);
    await expect(
      enqueueJob(database.db, kind, { n: 'um' } as unknown as { n: number }),
    ).rejects.toThrow();
    await database.db.insert(jobs).values({ kind: kind.kind, payload: { n: 'dois' } });
    await runner.drain();
    expect(ran).toEqual([]);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/^invalid payload/);
  });

  it('takes again a job whose run died holding its lease, once the lease has run out', async () => {
    const clock = manualClock();
    const kind = testKind({ leaseMs: 30_000 });
    let release: (error: Error) => void = () => {};
    const stuck = await startRunner(clock, kind, {
      // The process "dies" here: this run never settles its job.
      run: () => new Promise((_resolve, reject) => (release = reject)),
    });
    await enqueueJob(database.db, kind, { n: 1 });
    stuck.runner.kick();
    await expect.poll(async () => (await rowsOf(kind))[0]?.state).toBe('running');
    const [leased] = await rowsOf(kind);
    expect(leased?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 30_000);

    const other = await startRunner(clock, kind);
    expect(other.ran).toEqual([]);
    clock.advance(30_000);
    await other.runner.drain();
    expect(other.ran).toEqual([{ n: 1 }]);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'done', attempts: 2 });

    // The first run comes back at last: it settles nothing, the job stays done.
    release(new Error('too late'));
    await stuck.runner.stop();
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('fails a job whose last attempt never settled, without running it again', async () => {
    const clock = manualClock();
    const kind = testKind({ leaseMs: 1_000 });
    const { runner, ran } = await startRunner(clock, kind);
    // Its third and last attempt leased it, then the process died.
    await database.db.insert(jobs).values({
      kind: kind.kind,
      payload: { n: 1 },
      state: 'running',
      attempts: 3,
      lockedUntil: clock.now(),
    });
    await runner.drain();
    expect(ran).toEqual([]);
    expect((await rowsOf(kind))[0]).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'the last attempt did not finish within its lease',
    });
  });

  it('runs each job once with two runners on one database', async () => {
    const clock = manualClock();
    const kind = testKind();
    const slow = { run: () => new Promise<void>((resolve) => setTimeout(resolve, 5)) };
    const a = await startRunner(clock, kind, slow);
    const b = await startRunner(clock, kind, slow);
    const count = 40;
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) await enqueueJob(tx, kind, { n });
    });
    await Promise.all([a.runner.drain(), b.runner.drain()]);
    const ran = [...a.ran, ...b.ran].map(({ n }) => n).sort((x, y) => x - y);
    expect(ran).toEqual(Array.from({ length: count }, (_, n) => n));
    const rows = await rowsOf(kind);
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('lets the run in flight finish on stop, and takes no job after', async () => {
    const clock = manualClock();
    const kind = testKind();
    let finish = () => {};
    const { runner, ran } = await startRunner(
      clock,
      kind,
      { run: () => new Promise<void>((resolve) => (finish = resolve)) },
      { concurrency: 1 },
    );
    await enqueueJob(database.db, kind, { n: 1 });
    await enqueueJob(database.db, kind, { n: 2 });
    runner.kick();
    await expect.poll(() => ran.length).toBe(1);
    const stopped = runner.stop();
    finish();
    await stopped;
    const rows = await rowsOf(kind);
    expect(rows.map(({ state }) => state).sort()).toEqual(['done', 'queued']);
    runner.kick();
    await runner.drain();
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('runs a scheduled kind at each occurrence, queued once by every runner that starts', async () => {
    const clock = manualClock(new Date('2026-12-01T10:30:00Z'));
    const hourly = testKind({
      schedule: {
        next: (after) => new Date(Math.floor(after.getTime() / 3_600_000 + 1) * 3_600_000),
        payload: { n: 0 },
      },
    });
    const seen: (Date | null)[] = [];
    const record = { run: async ({ runAt }: { runAt: Date | null }) => void seen.push(runAt) };
    const a = await startRunner(clock, hourly, record);
    const b = await startRunner(clock, hourly, record);
    expect(await rowsOf(hourly)).toHaveLength(1);

    clock.set(new Date('2026-12-01T11:00:00Z'));
    await Promise.all([a.runner.drain(), b.runner.drain()]);
    clock.set(new Date('2026-12-01T11:59:59Z'));
    await Promise.all([a.runner.drain(), b.runner.drain()]);
    expect(seen).toEqual([new Date('2026-12-01T11:00:00Z')]);

    // Down for three hours: the missed occurrence runs once, then the next one is queued.
    clock.set(new Date('2026-12-01T15:10:00Z'));
    await Promise.all([a.runner.drain(), b.runner.drain()]);
    expect(seen).toEqual([new Date('2026-12-01T11:00:00Z'), new Date('2026-12-01T12:00:00Z')]);
    const waiting = (await rowsOf(hourly)).filter((row) => row.state === 'queued');
    expect(waiting.map((row) => [row.key, row.runAt])).toEqual([
      ['2026-12-01T16:00:00.000Z', new Date('2026-12-01T16:00:00Z')],
    ]);
  });

  it('counts unfinished and failed jobs by kind and state, with how overdue they are', async () => {
    const clock = manualClock();
    const kind = testKind();
    const runner = createJobRunner({ db: database.db, clock, log: silent });
    runner.register(kind, { run: async () => {} });
    runners.push(runner);
    await enqueueJob(database.db, kind, { n: 1 }, { runAt: clock.now() });
    await enqueueJob(database.db, kind, { n: 2 }, { runAt: new Date(clock.now().getTime() + 1) });
    await database.db.insert(jobs).values({ kind: 'retired-kind', payload: {}, state: 'failed' });
    await database.db.insert(jobs).values({ kind: kind.kind, payload: {}, state: 'done' });
    clock.advance(90_000);
    const counts = await runner.counts();
    expect(counts).toHaveLength(4);
    expect(counts).toEqual(
      expect.arrayContaining([
        { kind: kind.kind, state: 'queued', count: 2, overdueSeconds: 90 },
        { kind: kind.kind, state: 'running', count: 0, overdueSeconds: 0 },
        { kind: kind.kind, state: 'failed', count: 0, overdueSeconds: 0 },
        { kind: 'retired-kind', state: 'failed', count: 1, overdueSeconds: 0 },
      ]),
    );
  });

  it('looks again by itself when the next job falls due', async () => {
    const kind = testKind();
    const runner = createJobRunner({
      db: database.db,
      clock: { now: () => new Date() },
      log: silent,
      pollIntervalMs: 60_000,
    });
    const ran: number[] = [];
    runner.register(kind, { run: async ({ payload }) => void ran.push(payload.n) });
    runners.push(runner);
    await runner.start();
    await runner.drain();
    await enqueueJob(database.db, kind, { n: 1 }, { runAt: new Date(Date.now() + 300) });
    // This look finds it not yet due: the runner wakes by itself when it is.
    runner.kick();
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual([1]);
  });
});
