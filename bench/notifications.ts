/**
 * The notification list with 10,000 notifications for one person, and the job runner's idle cost
 * with 100,000 reminders waiting for later, beside their floors, over real HTTP on loopback, on
 * PGlite (default) or PostgreSQL (BENCH_DATABASE_URL).
 *   - GET /v1/notifications (first page, a page 5,000 deep) and POST /v1/notifications/read, in
 *     turns with GET /healthz and `select 1`: "÷ HTTP floor" divides the medians.
 *   - An idle poll (what a runner does when nothing is due: each slot's lease, then the next due
 *     time) with 10 future reminders, then with 100,000: "÷ 10 jobs" is the cost of the backlog.
 *     The statements' plans are printed: each must be an index scan that stops at its first row.
 * Run: npm run bench:notifications
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/platform/db/client.js';
import { jobs, notifications } from '../apps/api/src/platform/db/schema/index.js';
import { leaseJob, nextDueAt } from '../apps/api/src/platform/jobs/jobs.repository.js';
import { openDatabase, startBenchServer, stats } from './bench-database.js';
import { latencyFloors, printInTurnsWithFloors } from './latency-floors.js';
import { seedBigBoard } from './seed-board.js';

const NOTIFICATIONS = 10_000;
const REMINDERS = 100_000;
const CALLS = 200;
const POLLS = 300;

const { database, label, cleanup } = await openDatabase();
const { db } = database;
const { app, address } = await startBenchServer(database);
const { auth, boardId } = await seedBigBoard(address, database, 1, 20);
const headers = { authorization: `Bearer ${auth.token}` };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// 10,000 notifications over the last 100 days, on the board's cards, a third of them read.
await db.execute(sql`
  insert into ${notifications} (recipient_id, workspace_id, kind, card_id, actor_id, created_at, read_at)
  select ${auth.user.id}::uuid, b.workspace_id, 'comment', c.id, ${auth.user.id}::uuid,
    now() - (n * interval '15 minutes'), case when n % 3 = 0 then now() end
  from generate_series(1, ${NOTIFICATIONS}) n
  cross join lateral (select id from cards where board_id = ${boardId}::uuid
    order by id offset (n % 20) limit 1) c
  join boards b on b.id = ${boardId}::uuid`);
await db.execute(sql`analyze ${notifications}`);

const page = async (query = '') => {
  const response = await fetch(`${address}/v1/notifications${query}`, { headers });
  if (!response.ok) throw new Error(`list: ${response.status}`);
  return (await response.json()) as { notifications: { id: string }[]; nextCursor: string };
};
// A cursor half-way down: the page after the 5,000th notification.
const [{ id: deep } = { id: '' }] = await queryRows<{ id: string }>(
  db,
  sql`select id from ${notifications} where recipient_id = ${auth.user.id}::uuid
    order by created_at desc, id desc offset 5000 limit 1`,
);
const first = await page();
const floors = await latencyFloors(address, database);
const operations: Record<string, (i: number) => Promise<unknown>> = {
  ...floors,
  'GET /v1/notifications (first page, unread count)': () => page(),
  'GET /v1/notifications?cursor= (5,000 deep)': () => page(`?cursor=${deep}`),
  'POST /v1/notifications/read (one id)': async (i) => {
    const response = await fetch(`${address}/v1/notifications/read`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [first.notifications[i % first.notifications.length]!.id] }),
    });
    if (!response.ok) throw new Error(`read: ${response.status}`);
    await response.arrayBuffer();
  },
};
await printInTurnsWithFloors(
  `${label}: ${NOTIFICATIONS.toLocaleString('en')} notifications`,
  operations,
  CALLS,
);
await app.close();

// ── The runner's idle poll ─────────────────────────────────────────────────────────────────────
const kinds = ['card-reminder', 'deliver-mail', 'send-digest', 'digest-tick', 'purge-jobs'].map(
  (kind) => ({ kind, leaseMs: 60_000 }),
);
const now = new Date();
/** One idle look, as the runner takes it with two slots. */
async function idlePoll() {
  const [a, b] = await Promise.all([leaseJob(db, kinds, now), leaseJob(db, kinds, now)]);
  if (a || b) throw new Error('a job was due: the poll is not idle');
  return nextDueAt(
    db,
    kinds.map(({ kind }) => kind),
    now,
  );
}
async function timePolls() {
  const times: number[] = [];
  for (let i = 0; i < POLLS; i += 1) {
    const start = performance.now();
    await idlePoll();
    times.push(performance.now() - start);
  }
  return times;
}
const future = (count: number) =>
  db.execute(sql`insert into ${jobs} (kind, key, payload, run_at)
    select 'card-reminder', 'bench:' || n, '{}'::jsonb, now() + (1 + n % 43200) * interval '1 minute'
    from generate_series(1, ${count}) n`);
await db.execute(sql`delete from ${jobs} where state = 'queued'`);
await future(10);
await db.execute(sql`analyze ${jobs}`);
const few = await timePolls();
await db.execute(sql`delete from ${jobs} where state = 'queued'`);
await future(REMINDERS);
await db.execute(sql`analyze ${jobs}`);
const many = await timePolls();
const planOf = async (query: ReturnType<typeof sql>) =>
  (await queryRows<Record<string, string>>(db, sql`explain ${query}`))
    .map((row) => Object.values(row)[0])
    .filter((line) => /Scan|Limit|Result|Update/.test(line ?? ''))
    .map((line) => line!.replace(/^\s*(->)?\s*/, '').split('  (')[0])
    .join(' → ');
const idList = sql.join(
  kinds.map(({ kind }) => sql`${kind}`),
  sql`, `,
);
console.log(
  `\n${label}: an idle poll (two slots' leases, then the next due time), ${POLLS} polls, ms`,
);
console.table({
  '10 future reminders': { ...stats(few), '÷ 10 jobs': '1.0' },
  [`${REMINDERS.toLocaleString('en')} future reminders`]: {
    ...stats(many),
    '÷ 10 jobs': (median(many) / median(few)).toFixed(1),
  },
});
console.log(
  'next due time:',
  await planOf(sql`select run_at from ${jobs} where state = 'queued' and kind in (${idList})
    and run_at is not null order by run_at limit 1`),
);
console.log(
  'lease probe:',
  await planOf(sql`select id from ${jobs} where kind in (${idList}) and ((state = 'queued'
    and (run_at is null or run_at <= now())) or (state = 'running' and locked_until <= now()))
    order by coalesce(run_at, created_at) limit 1`),
);
await cleanup();
