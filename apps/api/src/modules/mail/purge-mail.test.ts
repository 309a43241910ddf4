import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../../../test/clock.js';
import { openTestDatabase } from '../../../test/harness.js';
import type { Database } from '../../platform/db/client.js';
import { jobs, outbox } from '../../platform/db/schema/index.js';
import { createJobRunner, type JobRunner } from '../../platform/jobs/runner.js';
import { purgeMail, purgeMailHandler } from './jobs/purge-mail.job.js';
import { createMailer } from './mail.service.js';

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
  await database.db.delete(outbox);
});

const DAY = 24 * 60 * 60_000;
const ago = (clock: ManualClock, ms: number) => new Date(clock.now().getTime() - ms);

function capturingLog() {
  const logged: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  return { log, logged };
}

/** A started runner of the mail purge alone. */
async function startPurge(clock: ManualClock, options: { batchSize?: number } = {}) {
  const { log, logged } = capturingLog();
  const runner = createJobRunner({ db: database.db, clock, log, pollIntervalMs: 60_000 });
  runner.register(purgeMail, purgeMailHandler({ db: database.db, clock, log, ...options }));
  runners.push(runner);
  await runner.start();
  await runner.drain();
  return { runner, logged };
}

/** A message to `recipient`, its body already dropped unless it is still waiting. */
const message = (recipient: string, values: Partial<typeof outbox.$inferInsert> = {}) =>
  database.db.insert(outbox).values({ recipient, subject: 'Olá', text: '', html: '', ...values });
const recipients = async () =>
  (await database.db.select({ recipient: outbox.recipient }).from(outbox))
    .map(({ recipient }) => recipient)
    .sort();

describe('the purge of finished e-mail', () => {
  it('deletes mail sent over a week ago and given up on over a month ago, and keeps the rest', async () => {
    const clock = manualClock(new Date('2026-12-01T06:44:00Z'));
    const { runner, logged } = await startPurge(clock);
    clock.set(new Date('2026-12-01T06:45:00Z'));
    await message('sent-8-days', { sentAt: ago(clock, 8 * DAY) });
    await message('sent-just-over-a-week', { sentAt: ago(clock, 7 * DAY + 1) });
    await message('sent-a-week', { sentAt: ago(clock, 7 * DAY) });
    await message('sent-today', { sentAt: ago(clock, 60_000) });
    await message('failed-31-days', { failedAt: ago(clock, 31 * DAY) });
    await message('failed-8-days', { failedAt: ago(clock, 8 * DAY) });
    await message('waiting-for-long', { text: 'texto', createdAt: ago(clock, 60 * DAY) });
    await message('waiting', { text: 'texto' });

    await runner.drain();
    expect(await recipients()).toEqual([
      'failed-8-days',
      'sent-a-week',
      'sent-today',
      'waiting',
      'waiting-for-long',
    ]);
    // Counts only: no recipient, subject or id of a message.
    const [line] = logged.filter(({ msg }) => msg === 'purged finished e-mail');
    expect(line).toMatchObject({ level: 30, kind: 'purge-mail', sent: 2, failed: 1 });
    expect(Object.keys(line!).sort()).toEqual(
      ['failed', 'hostname', 'jobId', 'kind', 'level', 'msg', 'pid', 'sent', 'time'].sort(),
    );
  });

  it('deletes in statements of at most a batch, until one deletes less', async () => {
    const clock = manualClock(new Date('2026-12-01T06:44:00Z'));
    const { runner, logged } = await startPurge(clock, { batchSize: 2 });
    clock.set(new Date('2026-12-01T06:45:00Z'));
    for (let n = 0; n < 4; n += 1) await message(`old-${n}`, { sentAt: ago(clock, 9 * DAY) });
    for (let n = 0; n < 3; n += 1) await message(`lost-${n}`, { failedAt: ago(clock, 40 * DAY) });
    await message('recent', { sentAt: ago(clock, DAY) });
    statements.length = 0;

    await runner.drain();
    expect(await recipients()).toEqual(['recent']);
    // Sent: 2, 2, 0; failed: 2, 1.
    expect(statements.filter((query) => /^delete from "outbox"/.test(query))).toHaveLength(5);
    expect(logged).toContainEqual(expect.objectContaining({ sent: 4, failed: 3 }));
  });

  it('is registered with delivery, daily at 03:45 in São Paulo', async () => {
    const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
    const { log } = capturingLog();
    const runner = createJobRunner({ db: database.db, clock, log, pollIntervalMs: 60_000 });
    createMailer({
      db: database.db,
      transport: { send: async () => {}, close() {} },
      clock,
      log,
      jobs: runner,
    });
    runners.push(runner);
    await runner.start();
    await message('sent-long-ago', { sentAt: ago(clock, 100 * DAY) });
    const waiting = () =>
      database.db
        .select({ key: jobs.key, runAt: jobs.runAt })
        .from(jobs)
        .where(eq(jobs.state, 'queued'));
    expect(await waiting()).toEqual([
      { key: '2026-12-02T06:45:00.000Z', runAt: new Date('2026-12-02T06:45:00Z') },
    ]);

    clock.set(new Date('2026-12-02T06:45:00Z'));
    await runner.drain();
    expect(await recipients()).toEqual([]);
    expect(await waiting()).toEqual([
      { key: '2026-12-03T06:45:00.000Z', runAt: new Date('2026-12-03T06:45:00Z') },
    ]);
  });
});
