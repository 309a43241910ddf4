/**
 * Where a card write's PostgreSQL time goes: for a rename, a move and a create on a 20 × 250
 * board, the backends' CPU per write and each function's time per write (its own, and with the
 * functions and triggers it calls), from PostgreSQL's `track_functions`, beside a one-row commit.
 * The app runs in this process on a throwaway database whose sessions track their functions.
 * Run: npm run bench:write-functions (BENCH_DATABASE_URL picks the server; default
 * 127.0.0.1:5432/test; WRITES per kind, default 600)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { apiCall } from '../apps/api/test/api-call.js';
import { startBenchServer } from './bench-database.js';
import { backendPids, cpuNanos } from './cpu.js';
import { createDatabase } from './instances.js';
import { seedBigBoard } from './seed-board.js';

const WRITES = Number(process.env.WRITES ?? 600);
const database = await createDatabase();
await database.admin.query(`alter database ${database.name} set track_functions = 'all'`);
const app = await openPostgres(database.url);
const stats = new pg.Client({ connectionString: database.url });
try {
  const { app: server, address } = await startBenchServer(app);
  const { token, boardId, listIds } = await seedBigBoard(address, app, 20, 250);
  await stats.connect();
  const call = (method: string, path: string, body?: unknown) =>
    apiCall(`${address}${path}`, method, token, body);
  const board = JSON.parse((await call('GET', `/v1/boards/${boardId}`)).text) as {
    board: { lists: { id: string; cards: { id: string }[] }[] };
  };
  const card = board.board.lists.find((list) => list.id === listIds[10])!.cards[125]!;
  let count = 0;
  let where = listIds[10]!;
  const writes: Record<string, () => Promise<unknown>> = {
    rename: () => call('PATCH', `/v1/cards/${card.id}`, { title: `Renomeado ${++count}` }),
    move: () => {
      const from = where;
      where = from === listIds[10] ? listIds[11]! : listIds[10]!;
      return call('POST', '/v1/cards/move', {
        cardId: card.id,
        sourceListId: from,
        destinationListId: where,
        newPosition: 100,
      });
    },
    create: () =>
      call('POST', '/v1/cards', { listId: listIds[++count % listIds.length], title: 'Criado' }),
    'one-row commit (floor)': () => app.db.execute(sql`update bench_floor set n = n + 1`),
  };
  await app.db.execute(sql`create table bench_floor (n int not null)`);
  await app.db.execute(sql`insert into bench_floor values (0)`);

  /** By function (and the backends' CPU first), the µs per write of each kind. */
  const table: Record<string, Record<string, string>> = { "backends' CPU": {} };
  for (const [kind, write] of Object.entries(writes)) {
    for (let index = 0; index < 30; index++) await write();
    await stats.query('select pg_stat_reset()');
    const pids = await backendPids(database.admin, database.name);
    const before = new Map(pids.map((pid) => [pid, cpuNanos(pid)]));
    for (let index = 0; index < WRITES; index++) await write();
    let nanos = 0;
    for (const [pid, ns] of before) {
      const after = cpuNanos(pid);
      if (ns !== null && after !== null) nanos += after - ns;
    }
    table["backends' CPU"]![kind] = (nanos / 1000 / WRITES).toFixed(0);
    // The counters reach the view once the backends report them: at the end of a transaction at
    // most once a second, and after ten seconds when idle.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await stats.query('select pg_stat_clear_snapshot()');
    const { rows: functions } = await stats.query<{ name: string; total: number; self: number }>(
      `select funcname as name, total_time * 1000 / $1 as total, self_time * 1000 / $1 as self
       from pg_stat_user_functions where calls > 0 order by total_time desc`,
      [WRITES],
    );
    for (const { name, total, self } of functions)
      (table[name] ??= {})[kind] = `${Number(total).toFixed(0)} (${Number(self).toFixed(0)})`;
  }
  console.log(
    `\nPostgreSQL per card write, µs, ${WRITES} of each kind: the backends' CPU, then each ` +
      `function's time with what it calls (and on its own), wall clock; load ` +
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' / '),
  );
  console.table(table);
  await server.close();
} finally {
  await stats.end().catch(() => undefined);
  await app.close();
  await database.drop();
}
