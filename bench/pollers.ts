/**
 * Simulated pollers (100 by default) revalidating an unchanged board of 20 lists × 250 cards
 * (5,000 cards by default).
 *
 * The real server runs as a child process (the bundle `npm start` runs, one process) on a
 * throwaway PostgreSQL database. 100 concurrent loops (undici Pool, one connection each) send
 * GET /v1/boards/:id back to back for POLL_SECONDS (default 10) per phase, after a 2 s warm-up
 * that is not counted (and, before any phase, 3 s of each kind, so that the first phase measured
 * does not pay for the JIT's warm-up):
 *   - revalidation: If-None-Match with the current ETag → 304, a poller's steady state;
 *   - full fetch: no If-None-Match, accept-encoding gzip → 200 with the cached gzip body.
 * CPU per request comes from /proc/<pid>/stat (utime + stime) before and after each phase: of the
 * server process, and of the PostgreSQL backends connected to the throwaway database (found in
 * pg_stat_activity), divided by the requests answered. The load generator's own CPU is shown too:
 * it shares the machine's cores with the server.
 * Floor, in the same run: a bare node:http server in a child process, hit by the same loops,
 * answering with the headers Quadro sent (304), or with the same gzip bytes (200); no auth, no
 * database. "×floor" divides Quadro's CPU per request by the floor's. Last, GET /healthz on both
 * (the floor answering Quadro's own headers and body), compared by rate.
 * Run: npm run bench:pollers (BENCH_DATABASE_URL picks the server; default 127.0.0.1:5432/test;
 * CARDS_PER_LIST sizes the board, 250 by default)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool, request } from 'undici';
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { stats } from './bench-database.js';
import { backendDelta, backendTicks, CLOCK_TICKS, cpuTicks } from './cpu.js';
import { freePort } from '../apps/api/test/free-port.js';
import { createDatabase, spawnServer, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';

/** `POLLERS=10` or `1000` draws the curve by concurrency. */
const POLLERS = Number(process.env.POLLERS ?? 100);
const SECONDS = Number(process.env.POLL_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** Load on every path before any is measured: without it the first phase pays for the JIT. */
const JIT_WARMUP_SECONDS = 3;
const LISTS = 20;
/** `CARDS_PER_LIST=5` or `50` draws the cost curve at 100 and 1,000 cards. */
const CARDS_PER_LIST = Number(process.env.CARDS_PER_LIST ?? 250);
/** The server's DATA_DIR and the floor's body file; removed at the end. */
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
/** Headers node:http writes itself; the floor copies all the others from Quadro's answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

type Headers = Record<string, string | string[]>;

// ── Processes and the database ─────────────────────────────────────────────────────────────────

const FLOOR_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const { port, etag, notModified, full, bodyFile, health } = JSON.parse(process.env.FLOOR);
const body = readFileSync(bodyFile);
createServer((request, response) => {
  if (request.url === '/healthz') response.writeHead(200, health.headers).end(health.body);
  else if (request.headers['if-none-match'] === etag) response.writeHead(304, notModified).end();
  else response.writeHead(200, full).end(body);
}).listen(port, '127.0.0.1');
`;

/** The bare node:http floor: Quadro's own headers and bodies, answered from memory. */
async function startFloor(
  etag: string,
  notModified: Headers,
  full: Headers,
  body: Buffer,
  health: { headers: Headers; body: string },
) {
  const port = await freePort();
  const bodyFile = path.join(scratch, 'board.json.gz');
  writeFileSync(bodyFile, body);
  return spawnServer(
    ['--input-type=module', '--eval', FLOOR_SERVER],
    { FLOOR: JSON.stringify({ port, etag, notModified, full, bodyFile, health }) },
    port,
  );
}

// ── Load ───────────────────────────────────────────────────────────────────────────────────────

interface Load {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
}

/** POLLERS loops, each sending the request again as soon as the previous answer is read. */
async function poll(pool: Pool, urlPath: string, headers: Headers, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      let status: string;
      try {
        const response = await pool.request({ path: urlPath, method: 'GET', headers });
        await response.body.arrayBuffer();
        status = String(response.statusCode);
      } catch (error) {
        status = (error as { code?: string }).code ?? 'error';
      }
      latencies.push(performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: POLLERS }, loop));
  return { latencies, statuses, seconds: (performance.now() - started) / 1_000 };
}

interface Target {
  origin: string;
  pid: number;
  /** The PostgreSQL backends' CPU ticks, for a target that has a database. */
  backends?: () => Promise<Map<number, number>>;
}

interface Measured extends Load {
  serverUs: number;
  postgresUs: number | null;
  clientUs: number;
  note: string;
}

const microsPerRequest = (ticks: number, requests: number) =>
  ((ticks / CLOCK_TICKS) * 1e6) / requests;

/** Untimed load on each kind of request, before any is measured. */
async function warmUp(target: Target, urlPath: string, kinds: Headers[]) {
  const pool = new Pool(target.origin, { connections: POLLERS });
  try {
    for (const headers of kinds) await poll(pool, urlPath, headers, JIT_WARMUP_SECONDS);
  } finally {
    await pool.close();
  }
}

/** A warm-up, then POLLERS loops for SECONDS with the CPU read around them. */
async function measure(target: Target, urlPath: string, headers: Headers): Promise<Measured> {
  const pool = new Pool(target.origin, { connections: POLLERS });
  try {
    await poll(pool, urlPath, headers, WARMUP_SECONDS);
    const serverBefore = cpuTicks(target.pid)!;
    const backendsBefore = await target.backends?.();
    const clientBefore = process.cpuUsage();
    const load = await poll(pool, urlPath, headers, SECONDS);
    const client = process.cpuUsage(clientBefore);
    const serverTicks = cpuTicks(target.pid)! - serverBefore;
    const backends =
      backendsBefore && target.backends && backendDelta(backendsBefore, await target.backends());
    const requests = load.latencies.length;
    return {
      ...load,
      serverUs: microsPerRequest(serverTicks, requests),
      postgresUs: backends ? microsPerRequest(backends.ticks, requests) : null,
      clientUs: (client.user + client.system) / requests,
      note: backends
        ? `${backends.backends} backends${backends.lost ? `, ${backends.lost} quit (uncounted)` : ''}`
        : '',
    };
  } finally {
    await pool.close();
  }
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────────

function row(result: Measured, floor: Measured) {
  const requests = result.latencies.length;
  const { median, p99 } = stats(result.latencies);
  const total = result.serverUs + (result.postgresUs ?? 0);
  return {
    'req/s': Math.round(requests / result.seconds),
    statuses: Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    'p50 ms': median,
    'p99 ms': p99,
    'server µs/req': result.serverUs.toFixed(0),
    'PG µs/req': result.postgresUs === null ? '—' : result.postgresUs.toFixed(0),
    'server ×floor': (result.serverUs / floor.serverUs).toFixed(1),
    '(server+PG) ×floor': (total / floor.serverUs).toFixed(1),
    'client µs/req': result.clientUs.toFixed(0),
  };
}

/** Quadro's answer to `headers`, raw: status, headers without the transport ones, body bytes. */
async function rawAnswer(origin: string, urlPath: string, headers: Headers) {
  const response = await request(`${origin}${urlPath}`, { headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  const kept = Object.entries(response.headers).filter(
    (entry): entry is [string, string | string[]] =>
      entry[1] !== undefined && !TRANSPORT_HEADERS.has(entry[0]),
  );
  return { status: response.statusCode, headers: Object.fromEntries(kept), body };
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────

const database = await createDatabase();
const seeding = await openPostgres(database.url);
const started: { child: ChildProcess }[] = [];
try {
  const quadro = await startQuadro(database.url, scratch);
  started.push(quadro);
  const { token, boardId } = await seedBigBoard(quadro.origin, seeding, LISTS, CARDS_PER_LIST);
  // Only the server's backends remain connected to the throwaway database.
  await seeding.close();

  const urlPath = `/v1/boards/${boardId}`;
  const full: Headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const fullAnswer = await rawAnswer(quadro.origin, urlPath, full);
  const etag = String(fullAnswer.headers.etag);
  const revalidate: Headers = { ...full, 'if-none-match': etag };
  const notModified = await rawAnswer(quadro.origin, urlPath, revalidate);
  if (fullAnswer.status !== 200 || notModified.status !== 304)
    throw new Error(`expected 200 then 304, got ${fullAnswer.status}, ${notModified.status}`);

  const healthAnswer = await rawAnswer(quadro.origin, '/healthz', {});
  const health = { headers: healthAnswer.headers, body: healthAnswer.body.toString() };
  const floor = await startFloor(
    etag,
    notModified.headers,
    fullAnswer.headers,
    fullAnswer.body,
    health,
  );
  started.push(floor);

  const server: Target = {
    origin: quadro.origin,
    pid: quadro.pid,
    backends: () => backendTicks(database.admin, database.name),
  };
  const bare: Target = { origin: floor.origin, pid: floor.pid };
  await warmUp(server, urlPath, [revalidate, full]);
  await warmUp(bare, urlPath, [revalidate, full]);
  const quadro304 = await measure(server, urlPath, revalidate);
  const floor304 = await measure(bare, urlPath, revalidate);
  const quadroFull = await measure(server, urlPath, full);
  const floorFull = await measure(bare, urlPath, full);
  const quadroHealth = await measure(server, '/healthz', {});
  const floorHealth = await measure(bare, '/healthz', {});

  console.log(
    `\nPostgreSQL, board of ${LISTS}×${CARDS_PER_LIST} cards (+ 3 default lists), ` +
      `${POLLERS} pollers × ${SECONDS} s per row (after ${WARMUP_SECONDS} s warm-up), ` +
      `${CLOCK_TICKS} CPU ticks/s`,
  );
  console.table({
    'Quadro 304 (If-None-Match)': row(quadro304, floor304),
    'floor 304 (node:http)': row(floor304, floor304),
    'Quadro 200 gzip (full)': row(quadroFull, floorFull),
    'floor 200 gzip (same bytes)': row(floorFull, floorFull),
    'Quadro /healthz': row(quadroHealth, floorHealth),
    'floor /healthz (same answer)': row(floorHealth, floorHealth),
  });
  const rate = (measured: Measured) => measured.latencies.length / measured.seconds;
  console.log(`/healthz: ${(rate(quadroHealth) / rate(floorHealth)).toFixed(2)}× the floor's rate`);
  console.log(
    `PG backends: ${quadro304.note} (304 run); ${quadroFull.note} (full run). ` +
      `Body ${(fullAnswer.body.length / 1024).toFixed(0)} KiB gzip; ` +
      `headers copied to the floor: ${Object.keys(notModified.headers).length} on 304, ` +
      `${Object.keys(fullAnswer.headers).length} on 200 (+ date, connection, keep-alive).`,
  );
} finally {
  await seeding.close().catch(() => undefined);
  for (const { child } of started) await stopServer(child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
