/**
 * Many live viewers on one instance (issue #26): USERS members × STREAMS_PER_USER event streams
 * (200 × 10 = 2,000 by default, the per-user cap) held open on one server (the bundle `npm start`
 * runs, on a throwaway PostgreSQL database), then RENAMES card renames, each timed until every
 * stream has its `board` event.
 *   - Memory per stream: the server's resident memory (VmRSS) with the streams open minus before,
 *     divided by the streams; beside the same for a bare node:http server holding as many
 *     text/event-stream responses (the floor). Goal: at most 50 KB per stream.
 *   - Fan-out: from the rename's request to the last stream's event (p50/p99 over renames), and each
 *     stream's own delay (p99 over every stream and rename). Goal: p99 ≤ 1 s.
 * Run: npm run bench:streams (BENCH_DATABASE_URL picks the server; default 127.0.0.1:5432/test;
 * USERS and STREAMS_PER_USER size it)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { openEventStream, type EventStreamClient } from '../apps/api/test/event-stream.js';
import { createDatabase, spawnServer, startQuadro, stopServer } from './instances.js';
import { freePort } from '../apps/api/test/free-port.js';
import { apiJson } from '../apps/api/test/api-call.js';

const USERS = Number(process.env.USERS ?? 200);
const STREAMS_PER_USER = Number(process.env.STREAMS_PER_USER ?? 10);
const RENAMES = 20;
const GOAL = { kbPerStream: 50, p99Ms: 1_000 };
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
// One connection per stream: the default pool would queue them.
setGlobalDispatcher(new Agent({ connections: null, pipelining: 0, keepAliveTimeout: 60_000 }));

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

const json = <T>(origin: string, method: string, urlPath: string, token?: string, body?: unknown) =>
  apiJson<T>(`${origin}${urlPath}`, method, token ?? null, body);

console.log(
  `load average (1, 5, 15 min) at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const database = await createDatabase();
const quadro = await startQuadro(database.url, scratch);
const register = (i: number) =>
  json<{ token: string; user: { id: string } }>(
    quadro.origin,
    'POST',
    '/v1/auth/register',
    undefined,
    {
      name: `Pessoa ${i}`,
      email: `stream-${i}-${Date.now()}@example.com`,
      password: 'Senha-Forte-123',
      turnstileToken: DEV_TURNSTILE_TOKEN,
    },
  );
const owner = await register(0);
const { board } = await json<{ board: { id: string; workspaceId: string } }>(
  quadro.origin,
  'POST',
  '/v1/boards/default',
  owner.token,
);
// Membership straight into the database, as the role table's tests do: no invite e-mails.
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
const members: { token: string }[] = [];
for (let i = 1; i <= USERS; i += 8) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(8, USERS - i + 1) }, (_, k) => register(i + k)),
  );
  for (const member of batch)
    await sql.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [board.workspaceId, member.user.id],
    );
  members.push(...batch);
}
await sql.end();
const { board: full } = await json<{ board: { lists: { cards: { id: string }[] }[] } }>(
  quadro.origin,
  'GET',
  `/v1/boards/${board.id}`,
  owner.token,
);
const cardId = full.lists[0]!.cards[0]!.id;

async function holdStreams(origin: string, tokens: string[]) {
  const streams: EventStreamClient[] = [];
  for (const token of tokens)
    for (let k = 0; k < STREAMS_PER_USER; k += 8) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(8, STREAMS_PER_USER - k) }, () =>
          openEventStream(origin, board.id, token),
        ),
      );
      for (const stream of opened)
        if (stream.status !== 200) throw new Error(`stream ${stream.status}`);
      streams.push(...opened);
    }
  await Promise.all(streams.map((stream) => stream.next('ready', 30_000)));
  return streams;
}

// ── Quadro ───────────────────────────────────────────────────────────────────────────────────
await settle();
const quadroBefore = rssKb(quadro.pid);
const streams = await holdStreams(
  quadro.origin,
  members.map((m) => m.token),
);
await settle();
const quadroPerStream = (rssKb(quadro.pid) - quadroBefore) / streams.length;

const toLast: number[] = [];
const perStream: number[] = [];
for (let i = 1; i <= RENAMES; i += 1) {
  const sent = performance.now();
  const events = streams.map((stream) => stream.next('board', 10_000));
  await json(quadro.origin, 'PATCH', `/v1/cards/${cardId}`, owner.token, {
    title: `Renomeado ${i}`,
  });
  await Promise.all(events);
  const arrivals = streams.map((stream) => stream.receivedAt.at(-1)! - sent);
  toLast.push(Math.max(...arrivals));
  perStream.push(...arrivals);
}
for (const stream of streams) stream.close();

// ── Floor: a bare node:http server holding as many event streams ────────────────────────────
const floorPort = await freePort();
const floorSource = `
  const http = require('node:http');
  http.createServer((req, res) => {
    if (req.url === '/readyz') return res.end('ok');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('event: ready\\ndata: {"version":1}\\n\\n');
  }).listen(${floorPort}, '127.0.0.1');`;
const floor = await spawnServer(['-e', floorSource], {}, floorPort);
await settle();
const floorBefore = rssKb(floor.pid);
const floorStreams = await holdStreams(
  floor.origin,
  members.map(() => ''),
);
await settle();
const floorPerStream = (rssKb(floor.pid) - floorBefore) / floorStreams.length;
for (const stream of floorStreams) stream.close();

console.log(
  `\nPostgreSQL: ${streams.length} event streams on one instance (${USERS} members × ${STREAMS_PER_USER}), ${RENAMES} renames`,
);
console.table({
  'memory per stream, KB': {
    quadro: Number(quadroPerStream.toFixed(1)),
    'floor (node:http)': Number(floorPerStream.toFixed(1)),
    '÷ floor': Number((quadroPerStream / floorPerStream).toFixed(1)),
    goal: quadroPerStream <= GOAL.kbPerStream ? 'met' : `missed (≤ ${GOAL.kbPerStream})`,
  },
  'rename → last stream, ms': {
    quadro: `p50 ${at(toLast, 0.5).toFixed(0)}, p99 ${at(toLast, 0.99).toFixed(0)}`,
  },
  'rename → each stream, ms': {
    quadro: `p50 ${at(perStream, 0.5).toFixed(0)}, p99 ${at(perStream, 0.99).toFixed(0)}`,
    goal: at(perStream, 0.99) <= GOAL.p99Ms ? 'met' : `missed (≤ ${GOAL.p99Ms})`,
  },
});
console.log(
  `load average (1, 5, 15 min) at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

await stopServer(floor.child);
await stopServer(quadro.child);
await database.drop();
rmSync(scratch, { recursive: true, force: true });
