/**
 * What one renamed card costs a viewer of a 20 × 250 board (5,000 cards): its changes
 * (GET /v1/boards/:id/changes?since=) against the whole board, in bytes (gzip) and in CPU.
 *
 * The real server runs as a child process (the bundle `npm start` runs) on a throwaway PostgreSQL
 * database. CPU comes from /proc/<pid>/stat (utime + stime) of the server and of the PostgreSQL
 * backends connected to the database, summed, over STEPS operations of each kind:
 *   - rename: a card renamed (PATCH), alone: what every phase below also pays;
 *   - rename + whole: a rename, then the whole board fetched (gzip, no If-None-Match): the new
 *     version built (only the changed list's cards again, decision 0027) and gzipped once;
 *   - changes, built: after STEPS renames of one card, its changes since each of those versions,
 *     one request each (each a distinct step, so each is built, not served from the cache);
 *   - changes, cached: the same step asked again, as each further viewer of the board does.
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
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { backendDelta, backendTicks, CLOCK_TICKS, cpuTicks } from './cpu.js';
import { createDatabase, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';
import { apiCall } from '../apps/api/test/api-call.js';

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
let quadro: { child: ChildProcess } | undefined;
try {
  const started = await startQuadro(database.url, scratch);
  quadro = started;
  const { token, boardId } = await seedBigBoard(started.origin, seeding, LISTS, CARDS_PER_LIST);
  await seeding.close();
  const call = async (method: string, urlPath: string, body?: unknown) => {
    const answer = await apiCall(`${started.origin}${urlPath}`, method, token, body, {
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

  /** Server and PostgreSQL CPU, in ms, per run of `step`, over `times` runs. */
  async function cpuPer(times: number, step: (index: number) => Promise<unknown>) {
    const server = cpuTicks(started.pid)!;
    const backends = await backendTicks(database.admin, database.name);
    for (let index = 0; index < times; index++) await step(index);
    const serverTicks = cpuTicks(started.pid)! - server;
    const { ticks } = backendDelta(backends, await backendTicks(database.admin, database.name));
    const ms = (value: number) => (value * 1000) / CLOCK_TICKS / times;
    return { total: ms(serverTicks + ticks), server: ms(serverTicks), pg: ms(ticks) };
  }
  const minus = (a: Cpu, b: Cpu): Cpu => ({
    total: a.total - b.total,
    server: a.server - b.server,
    pg: a.pg - b.pg,
  });
  const cpuRow = ({ total, server: ms, pg }: Cpu) => ({
    'CPU ms': total.toFixed(2),
    'server ms': ms.toFixed(2),
    'PG ms': pg.toFixed(2),
    '×floor': total / floorMs,
  });

  // Warm-up: every path, so that no phase pays for the JIT.
  for (let index = 0; index < 50; index++) {
    const before = (await whole()).board.version;
    await rename();
    await whole();
    await call('GET', `/v1/boards/${boardId}/changes?since=${before}`);
  }

  const renameMs = await cpuPer(STEPS, rename);
  const wholeMs = minus(await cpuPer(STEPS, async () => (await rename(), await whole())), renameMs);

  const from = (await whole()).board.version;
  for (let index = 0; index < STEPS; index++) await rename();
  const to = from + STEPS;
  const changesOf = (since: number) => call('GET', `/v1/boards/${boardId}/changes?since=${since}`);
  const builtMs = await cpuPer(STEPS, (index) => changesOf(from + index));
  const cachedMs = await cpuPer(STEPS, () => changesOf(to - 1));
  const oneStep = await changesOf(to - 1);
  const { changes } = JSON.parse(oneStep.text) as { changes: BoardChanges };
  if (changes.cards.length !== 1 || changes.board.version !== to)
    throw new Error(`expected one card at version ${to}, got ${changes.cards.length}`);

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
      `${STEPS} operations per row, ${CLOCK_TICKS} CPU ticks/s; load ${loadBefore} at the ` +
      `start, ${load()} at the end`,
  );
  console.table({
    'floor: stringify + gzip of the whole board': { 'CPU ms': floorMs.toFixed(2), '×floor': 1 },
    'a rename (PATCH), alone': cpuRow(renameMs),
    'whole board, new version (after a rename)': cpuRow(wholeMs),
    'changes since, built (one card)': cpuRow(builtMs),
    'changes since, cached (each further viewer)': cpuRow(cachedMs),
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
  if (quadro) await stopServer(quadro.child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
