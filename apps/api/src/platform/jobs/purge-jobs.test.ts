import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../../test/clock.js';
import { createTestApp, openTestDatabase } from '../../../test/harness.js';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { dailyAtUtc } from './job-kind.js';
import { purgeJobs, purgeJobsHandler } from './purge-jobs.job.js';
import { createJobRunner, type JobRunner } from './runner.js';

const statements: string[] = [];
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (query) => statements.push(query) });
});
afterAll(() => database.close());

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await database.db.delete(jobs);
});

const DAY = 24 * 60 * 60_000;
const ago = (clock: ManualClock, ms: number) => new Date(clock.now().getTime() - ms);

/** A started runner of the purge alone, with what it logs at info. */
async function startPurge(clock: ManualClock, options: { batchSize?: number } = {}) {
  const logged: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const runner = createJobRunner({ db: database.db, clock, log, pollIntervalMs: 60_000 });
  runner.register(purgeJobs, purgeJobsHandler({ db: database.db, clock, log, ...options }));
  runners.push(runner);
  await runner.start();
  await runner.drain();
  return { runner, logged };
}

/** Jobs of a kind no runner here runs, left as they are written. */
const work = (key: string, values: Partial<typeof jobs.$inferInsert>) =>
  database.db.insert(jobs).values({ kind: 'some-work', key, payload: {}, ...values });
const keysOfWork = async () =>
  (await database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'some-work')))
    .map(({ key }) => key)
    .sort();
const purgesOf = () =>
  database.db
    .select({ key: jobs.key, state: jobs.state, runAt: jobs.runAt })
    .from(jobs)
    .where(eq(jobs.kind, purgeJobs.kind))
    .orderBy(jobs.runAt);

describe('the purge of finished jobs', () => {
  it('deletes jobs done over a week ago and failed over a month ago, and keeps the rest', async () => {
    const clock = manualClock(new Date('2026-12-01T06:30:00Z'));
    // Started just before: its first run is due now.
    clock.advance(-60_000);
    const { runner, logged } = await startPurge(clock);
    clock.advance(60_000);
    await work('done-8-days', { state: 'done', finishedAt: ago(clock, 8 * DAY) });
    await work('done-just-over-a-week', { state: 'done', finishedAt: ago(clock, 7 * DAY + 1) });
    await work('done-a-week', { state: 'done', finishedAt: ago(clock, 7 * DAY) });
    await work('done-yesterday', { state: 'done', finishedAt: ago(clock, DAY) });
    await work('failed-31-days', { state: 'failed', finishedAt: ago(clock, 31 * DAY) });
    await work('failed-8-days', { state: 'failed', finishedAt: ago(clock, 8 * DAY) });
    await work('queued-for-long', { state: 'queued', runAt: ago(clock, 60 * DAY) });
    await work('queued', { state: 'queued' });
    await work('running-on-a-lost-lease', {
      state: 'running',
      attempts: 1,
      lockedUntil: ago(clock, 40 * DAY),
    });

    await runner.drain();
    expect(await keysOfWork()).toEqual([
      'done-a-week',
      'done-yesterday',
      'failed-8-days',
      'queued',
      'queued-for-long',
      'running-on-a-lost-lease',
    ]);
    expect(logged.filter(({ msg }) => msg === 'purged finished jobs')).toEqual([
      expect.objectContaining({ level: 30, kind: 'purge-jobs', done: 2, failed: 1 }),
    ]);
  });

  it('runs every day at 03:30 in São Paulo, queued at start and again after each run', async () => {
    const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
    const { runner } = await startPurge(clock);
    expect(await purgesOf()).toEqual([
      {
        key: '2026-12-02T06:30:00.000Z',
        state: 'queued',
        runAt: new Date('2026-12-02T06:30:00Z'),
      },
    ]);
    clock.set(new Date('2026-12-02T06:29:59Z'));
    await runner.drain();
    expect((await purgesOf()).map(({ state }) => state)).toEqual(['queued']);

    clock.set(new Date('2026-12-02T06:30:00Z'));
    await runner.drain();
    expect(await purgesOf()).toEqual([
      { key: '2026-12-02T06:30:00.000Z', state: 'done', runAt: new Date('2026-12-02T06:30:00Z') },
      {
        key: '2026-12-03T06:30:00.000Z',
        state: 'queued',
        runAt: new Date('2026-12-03T06:30:00Z'),
      },
    ]);

    // Each day's purge deletes, like any job, the purge done over a week before.
    for (let day = 3; day <= 10; day += 1) {
      clock.set(new Date(Date.UTC(2026, 11, day, 6, 30)));
      await runner.drain();
    }
    expect((await purgesOf()).map(({ key, state }) => `${key?.slice(0, 10)} ${state}`)).toEqual([
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((day) => `2026-12-${String(day).padStart(2, '0')} done`),
      '2026-12-11 queued',
    ]);
  });

  it('deletes in statements of at most a batch, until one deletes less', async () => {
    const clock = manualClock(new Date('2026-12-01T06:29:00Z'));
    const { runner, logged } = await startPurge(clock, { batchSize: 2 });
    clock.set(new Date('2026-12-01T06:30:00Z'));
    for (let n = 0; n < 5; n += 1)
      await work(`old-${n}`, { state: 'done', finishedAt: ago(clock, 10 * DAY + n) });
    await work('recent', { state: 'done', finishedAt: ago(clock, DAY) });
    statements.length = 0;

    await runner.drain();
    expect(await keysOfWork()).toEqual(['recent']);
    // Done: 2, 2, 1; failed: 0.
    expect(statements.filter((query) => /^delete from "jobs"/.test(query))).toHaveLength(4);
    expect(logged).toContainEqual(expect.objectContaining({ done: 5, failed: 0 }));
  });

  it('finds the next 06:30 UTC strictly after a time, across a month and a year', () => {
    const next = dailyAtUtc(6, 30);
    expect(next(new Date('2026-12-01T06:29:59.999Z'))).toEqual(new Date('2026-12-01T06:30:00Z'));
    expect(next(new Date('2026-12-01T06:30:00Z'))).toEqual(new Date('2026-12-02T06:30:00Z'));
    expect(next(new Date('2026-12-31T23:00:00Z'))).toEqual(new Date('2027-01-01T06:30:00Z'));
  });

  it('is registered by the app with the purge of finished mail, both queued at start', async () => {
    const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
    const { database: appDatabase, close } = await createTestApp({ clock });
    try {
      const queued = await appDatabase.db
        .select({ kind: jobs.kind, runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), inArray(jobs.kind, ['purge-jobs', 'purge-mail'])))
        .orderBy(jobs.runAt);
      expect(queued).toEqual([
        { kind: 'purge-jobs', runAt: new Date('2026-12-02T06:30:00Z') },
        { kind: 'purge-mail', runAt: new Date('2026-12-02T06:45:00Z') },
      ]);
    } finally {
      await close();
    }
  });
});
