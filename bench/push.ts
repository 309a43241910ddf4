/**
 * Push latency across instances: how long a change made through one server takes to reach a
 * member's event stream held by another.
 *
 * Two server processes (the bundle `npm start` runs) run on one throwaway PostgreSQL
 * database, as two instances behind a load balancer. A member with a board of 20 lists × 250
 * cards opens GET /v1/boards/:id/events on B; through A, RENAMES card renames (PATCH /v1/cards/:id)
 * go one after another, after WARMUP uncounted ones. For each, the matching `board` event (by
 * version) on B is timed from the request being sent and from A's answer arriving (negative: the
 * event beat the answer); the PATCH's own round trip is shown beside them.
 * Floor, in the same run: a bare pg client's pg_notify, with a payload like the triggers', to
 * another client LISTENing on the same database, timed the same three ways. "×floor" divides
 * Quadro's sent → event figure by the floor's sent → delivery one.
 * Run: npm run bench:push (BENCH_DATABASE_URL picks the server; default 127.0.0.1:5432/test)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { openEventStream } from '../apps/api/test/event-stream.js';
import { createDatabase, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';

const RENAMES = 100;
const WARMUP = 10;
const LISTS = 20;
const CARDS_PER_LIST = 250;
/** The instances' DATA_DIRs; removed at the end. */
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));

// ── Processes and the database ─────────────────────────────────────────────────────────────────

// ── Measurements ───────────────────────────────────────────────────────────────────────────────

interface Samples {
  /** The write's own round trip: request sent → answer read. */
  roundTrip: number[];
  fromSent: number[];
  fromAnswer: number[];
}

async function send(
  origin: string,
  token: string,
  method: string,
  urlPath: string,
  body?: unknown,
) {
  const response = await fetch(`${origin}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Renames a card through A, one at a time, timing each matching `board` event on B. */
async function pushLatency(a: string, b: string, token: string, boardId: string): Promise<Samples> {
  const { board } = (await send(a, token, 'GET', `/v1/boards/${boardId}`)) as {
    board: { lists: { cards: { id: string }[] }[] };
  };
  const cardId = board.lists[0]!.cards[0]!.id;
  await send(b, token, 'GET', `/v1/boards/${boardId}`);
  const stream = await openEventStream(b, boardId, token);
  if (stream.status !== 200) throw new Error(`event stream: ${stream.status}`);
  let version = (await stream.next('ready')).data.version as number;

  const samples: Samples = { roundTrip: [], fromSent: [], fromAnswer: [] };
  try {
    for (let i = 1; i <= WARMUP + RENAMES; i += 1) {
      const sent = performance.now();
      await send(a, token, 'PATCH', `/v1/cards/${cardId}`, { title: `Renomeado ${i}` });
      const answered = performance.now();
      const event = await stream.next('board', 5_000);
      version += 1;
      if (event.data.version !== version)
        throw new Error(`expected version ${version}, got ${JSON.stringify(event.data)}`);
      const received = stream.receivedAt[stream.received.lastIndexOf(event)]!;
      if (i <= WARMUP) continue;
      samples.roundTrip.push(answered - sent);
      samples.fromSent.push(received - sent);
      samples.fromAnswer.push(received - answered);
    }
  } finally {
    stream.close();
  }
  return samples;
}

/** The floor: pg_notify from one bare client to another LISTENing one, one at a time. */
async function notifyLatency(databaseUrl: string, boardId: string): Promise<Samples> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const notifier = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), notifier.connect()]);
  await listener.query('LISTEN bench_floor');
  const samples: Samples = { roundTrip: [], fromSent: [], fromAnswer: [] };
  try {
    for (let i = 1; i <= WARMUP + RENAMES; i += 1) {
      const payload = JSON.stringify({ type: 'board', boardId, version: i, at: Date.now() });
      const delivered = nextNotification(listener);
      const sent = performance.now();
      await notifier.query(`select pg_notify('bench_floor', $1)`, [payload]);
      const answered = performance.now();
      const received = await delivered;
      if (i <= WARMUP) continue;
      samples.roundTrip.push(answered - sent);
      samples.fromSent.push(received - sent);
      samples.fromAnswer.push(received - answered);
    }
  } finally {
    await Promise.all([listener.end(), notifier.end()]);
  }
  return samples;
}

/** When the client's next notification arrives (performance.now()), or a rejection after 5 s. */
function nextNotification(client: pg.Client): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5_000);
    client.once('notification', () => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────────

/** Nearest-rank percentile of ascending values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function summary(values: number[]) {
  const sorted = values.toSorted((x, y) => x - y);
  return {
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

function row(values: number[], floor?: number[]) {
  const s = summary(values);
  const ratio = (key: 'median' | 'p99') =>
    floor ? `${(s[key] / summary(floor)[key]).toFixed(1)}×` : '';
  return {
    'median ms': s.median.toFixed(2),
    'p90 ms': s.p90.toFixed(2),
    'p99 ms': s.p99.toFixed(2),
    'max ms': s.max.toFixed(2),
    'median ×floor': ratio('median'),
    'p99 ×floor': ratio('p99'),
  };
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────

const database = await createDatabase();
const seeding = await openPostgres(database.url);
const started: ChildProcess[] = [];
try {
  const a = await startQuadro(database.url, scratch);
  started.push(a.child);
  const b = await startQuadro(database.url, scratch);
  started.push(b.child);
  const { token, boardId } = await seedBigBoard(a.origin, seeding, LISTS, CARDS_PER_LIST);
  await seeding.close();

  const quadro = await pushLatency(a.origin, b.origin, token, boardId);
  const floor = await notifyLatency(database.url, boardId);

  console.log(
    `\nPostgreSQL, two instances on one database, board of ${LISTS}×${CARDS_PER_LIST} cards: ` +
      `${RENAMES} card renames through A (after ${WARMUP} uncounted), stream on B`,
  );
  console.table({
    'Quadro: PATCH sent on A → event on B': row(quadro.fromSent, floor.fromSent),
    'Quadro: A answered → event on B': row(quadro.fromAnswer),
    'Quadro: PATCH round trip on A': row(quadro.roundTrip),
    'floor: pg_notify sent → LISTEN delivery': row(floor.fromSent),
    'floor: pg_notify answered → delivery': row(floor.fromAnswer),
    'floor: pg_notify round trip': row(floor.roundTrip),
  });
  const early = quadro.fromAnswer.filter((ms) => ms < 0).length;
  console.log(`${early} of ${RENAMES} events reached B before A's answer reached the client.`);
} finally {
  await seeding.close().catch(() => undefined);
  for (const child of started) await stopServer(child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
