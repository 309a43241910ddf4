/**
 * What one renamed card costs a viewer of a 20 × 250 board (5,000 cards): its changes
 * (GET /v1/boards/:id/changes?since=) against the whole board, in bytes (gzip) and in CPU.
 *
 * The real server runs as two child processes (the bundle `npm start` runs) on a throwaway
 * PostgreSQL database: the writer's instance and another, which a viewer's event stream is open
 * on. One card is renamed STEPS times through the first; after each rename, a viewer at the
 * version before asks what changed, as a client told of the new version does. The CPU of each
 * request is read from the nanosecond counters of the answering server's threads and of the
 * PostgreSQL backends connected to the database (/proc/<pid>/task/<tid>/schedstat), just before
 * and after it:
 *   - rename: the PATCH, until the other instance's stream has the new version and the step the
 *     writer's instance published after it has been NOTIFYed (this process listens too);
 *   - hearing it there: the other instance's threads over that same span (the event, the step it
 *     keeps, the stream's message): once per change and instance, whatever its viewers;
 *   - changes, on the writer's instance: its first viewer there, served the step the write left;
 *   - changes, first viewer there: the first viewer on the other instance, served the step heard;
 *   - changes, cached: the same step asked again there, as each further viewer of the board does;
 *   - whole: every fourth step, the whole board (gzip, no If-None-Match) instead: the new
 *     version built (only the changed list's cards again, decision 0027) and gzipped once.
 * Floor, in the same run: JSON.stringify of the whole board and gzip of the text, in this
 * process (the work one whole new version costs at least). The changes' bytes are set against
 * the whole board's gzip bytes, and against the changed list sent whole (the other trade the
 * issue names).
 * Run: npm run bench:deltas (BENCH_DATABASE_URL picks the server; default 127.0.0.1:5432/test;
 * STEPS, default 400)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Board, BoardChanges } from '@quadro/contracts';
import { openPostgres, POSTGRES_LIMITS } from '../apps/api/src/platform/db/client.js';
import { listenPostgres } from '../apps/api/src/platform/db/notifications.js';
import { stepSeal } from '../apps/api/src/platform/realtime/sealed-steps.js';
import { BENCH_JWT_SECRET } from './bench-database.js';
import { backendPids, cpuNanos } from './cpu.js';
import { createDatabase, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';
import { apiCall } from '../apps/api/test/api-call.js';
import { openEventStream } from '../apps/api/test/event-stream.js';

const STEPS = Number(process.env.STEPS ?? 400);
const LISTS = 20;
const CARDS_PER_LIST = 250;
const FLOOR_RUNS = 30;
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
interface Cpu {
  total: number;
  server: number;
  pg: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const database = await createDatabase();
const seeding = await openPostgres(database.url);
const servers: ChildProcess[] = [];
try {
  const started = await startQuadro(database.url, scratch);
  servers.push(started.child);
  const beside = await startQuadro(database.url, scratch);
  servers.push(beside.child);
  const { token, boardId } = await seedBigBoard(started.origin, seeding, LISTS, CARDS_PER_LIST);
  await seeding.close();
  const call = async (method: string, urlPath: string, body?: unknown, origin = started.origin) => {
    const answer = await apiCall(`${origin}${urlPath}`, method, token, body, {
      'accept-encoding': 'gzip',
    });
    return { bytes: Number(answer.headers.get('content-length') ?? 0), text: answer.text };
  };
  const whole = async () => {
    const { bytes, text } = await call('GET', `/v1/boards/${boardId}`);
    return { bytes, board: (JSON.parse(text) as { board: Board }).board };
  };

  const loadBefore = load();
  const first = await whole();
  const card = first.board.lists[10]!.cards[125]!;
  let renames = 0;
  const rename = () => call('PATCH', `/v1/cards/${card.id}`, { title: `Renomeado ${++renames}` });

  /** The backends' CPU time by pid, in nanoseconds. */
  const backends = async () => {
    const pids = await backendPids(database.admin, database.name);
    return () => {
      const nanos = new Map<number, number>();
      for (const pid of pids) {
        const value = cpuNanos(pid);
        if (value !== null) nanos.set(pid, value);
      }
      return nanos;
    };
  };
  let readBackends = await backends();
  const spent: Record<string, Cpu & { runs: number }> = {};
  const add = (row: string, serverNs: number, pgNs: number) => {
    const sum = (spent[row] ??= { total: 0, server: 0, pg: 0, runs: 0 });
    sum.server += serverNs / 1e6;
    sum.pg += pgNs / 1e6;
    sum.total += (serverNs + pgNs) / 1e6;
    sum.runs += 1;
  };
  /**
   * Runs `step` and adds the CPU it took, server and PostgreSQL, to `row`: read from the threads'
   * and backends' nanosecond counters just before and after, so what other requests left behind
   * is not counted against it. What the other instance spent meanwhile goes to `besideRow`.
   */
  async function measured(
    row: string,
    step: () => Promise<unknown>,
    pid = started.pid,
    besideRow?: string,
  ) {
    const server = cpuNanos(pid)!;
    const besideServer = cpuNanos(beside.pid)!;
    const pg = readBackends();
    await step();
    const serverNs = cpuNanos(pid)! - server;
    let pgNs = 0;
    const after = readBackends();
    for (const [backend, ns] of after) if (pg.has(backend)) pgNs += ns - pg.get(backend)!;
    // A connection the pool closed takes its backend with it: look for the new ones.
    if (after.size < pg.size) readBackends = await backends();
    add(row, serverNs, pgNs);
    if (besideRow) add(besideRow, cpuNanos(beside.pid)! - besideServer, 0);
  }
  const perRun = (row: string): Cpu => {
    const { total, server, pg, runs } = spent[row]!;
    return { total: total / runs, server: server / runs, pg: pg / runs };
  };
  const sumOf = (...rows: Cpu[]): Cpu => ({
    total: rows.reduce((sum, row) => sum + row.total, 0),
    server: rows.reduce((sum, row) => sum + row.server, 0),
    pg: rows.reduce((sum, row) => sum + row.pg, 0),
  });
  const cpuRow = ({ total, server: ms, pg }: Cpu) => ({
    'CPU ms': total.toFixed(2),
    'server ms': ms.toFixed(2),
    'PG ms': pg.toFixed(2),
    '×floor': total / floorMs,
  });
  // As the web asks when its event stream names the version after `since`.
  const changesOf = (since: number, origin = started.origin) =>
    call(
      'GET',
      `/v1/boards/${boardId}/changes?since=${since}&reached=${since + 1}`,
      undefined,
      origin,
    );

  // A viewer's stream on the other instance, and the steps published, as that instance hears them.
  const stream = await openEventStream(beside.origin, boardId, token);
  await stream.next('ready');
  const seal = stepSeal(BENCH_JWT_SECRET);
  const published = new Set<number>();
  let stepHeard: (() => void) | undefined;
  const listener = await listenPostgres(
    { url: database.url, connectTimeoutMs: POSTGRES_LIMITS.connectTimeoutMs },
    'quadro_changes',
    {
      message(payload) {
        const step = seal.isStep(payload) ? seal.open(payload) : undefined;
        if (!step) return;
        published.add(step.version);
        stepHeard?.();
      },
    },
  );
  const untilPublished = async (version: number) => {
    while (!published.has(version)) await new Promise<void>((resolve) => (stepHeard = resolve));
  };
  /** A rename, until the other instance's stream has its version and its step is published. */
  const renamed = async (version: number) => {
    await rename();
    while ((await stream.next('board')).data.version !== version);
    await untilPublished(version);
  };

  // Warm-up: every path, so that no phase pays for the JIT.
  for (let index = 0; index < 50; index++) {
    const before = (await whole()).board.version;
    await renamed(before + 1);
    await whole();
    await changesOf(before);
    await changesOf(before, beside.origin);
  }

  // A viewer at the version before each rename asks what changed: on the writer's instance the
  // write left the step; the other heard it, and serves it to its first viewer and every further
  // one. Every fourth step, the whole board at the new version instead (its build is the status
  // quo the changes replace).
  readBackends = await backends();
  let version = (await whole()).board.version;
  let oneStep = { bytes: 0, text: '' };
  for (let index = 0; index < STEPS; index++) {
    await measured('rename', () => renamed(version + 1), started.pid, 'heard');
    if (index % 4 === 3) {
      await measured('whole', whole);
    } else {
      await measured('writer', () => changesOf(version));
      await measured('there', () => changesOf(version, beside.origin), beside.pid);
      oneStep = await changesOf(version, beside.origin);
      await measured('cached', () => changesOf(version, beside.origin), beside.pid);
    }
    version += 1;
  }
  stream.close();
  await listener.stop();
  const { changes } = JSON.parse(oneStep.text) as { changes: BoardChanges };
  if (changes.cards.length !== 1 || changes.board.version !== version - 1)
    throw new Error(`expected one card at version ${version - 1}, got ${changes.cards.length}`);

  const now = await whole();
  const changedList = now.board.lists.find((list) => list.id === card.listId)!;
  const listWholeBytes = gzipSync(JSON.stringify(changedList)).length;
  const floorStart = process.cpuUsage();
  for (let index = 0; index < FLOOR_RUNS; index++) gzipSync(JSON.stringify(now.board));
  const floorUsage = process.cpuUsage(floorStart);
  const floorMs = (floorUsage.user + floorUsage.system) / 1000 / FLOOR_RUNS;

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `\nPostgreSQL, board of ${LISTS}×${CARDS_PER_LIST} cards (+ 3 default lists), ` +
      `${STEPS} renames; load ${loadBefore} at the ` +
      `start, ${load()} at the end`,
  );
  console.table({
    'floor: stringify + gzip of the whole board': { 'CPU ms': floorMs.toFixed(2), '×floor': 1 },
    'a rename (PATCH)': cpuRow(perRun('rename')),
    'whole board, new version (after a rename)': cpuRow(perRun('whole')),
    'changes since, on the writer’s instance (left by the write)': cpuRow(perRun('writer')),
    'another instance hearing the change (once per change)': cpuRow(perRun('heard')),
    'changes since, its first viewer there (the step heard)': cpuRow(perRun('there')),
    'first viewer there, with the hearing': cpuRow(sumOf(perRun('heard'), perRun('there'))),
    'changes since, cached there (each further viewer)': cpuRow(perRun('cached')),
  });
  console.table({
    'whole board (gzip)': { bytes: kib(now.bytes), '×whole': 1 },
    'changed list whole (gzip)': {
      bytes: kib(listWholeBytes),
      '×whole': listWholeBytes / now.bytes,
    },
    'changes since (gzip or plain)': {
      bytes: kib(oneStep.bytes || Buffer.byteLength(oneStep.text)),
      '×whole': (oneStep.bytes || Buffer.byteLength(oneStep.text)) / now.bytes,
    },
  });
} finally {
  await seeding.close().catch(() => undefined);
  for (const child of servers) await stopServer(child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
