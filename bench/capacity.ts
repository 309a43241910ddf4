/**
 * Writes per second per PostgreSQL core, and per instance core (docs/capacity.md): WRITERS
 * clients (4 by default) each making the board's common writes in turn (a card renamed, moved to
 * another list, created) for SECONDS (10) per phase, against the real server (the bundle `npm
 * start` runs, one process) on a throwaway PostgreSQL database, boards of 20 × 250 cards:
 *   - many boards: each writer on a board of its own, as teams work;
 *   - one board: every writer on the same board, whose changes run one at a time (its lock).
 * CPU comes from /proc/<pid>/stat of the server and of the PostgreSQL backends connected to the
 * database, divided by the writes answered; "per core" is one second of CPU divided by that.
 * Run: npm run bench:capacity (BENCH_DATABASE_URL picks the server; default 127.0.0.1:5432/test)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { stats } from './bench-database.js';
import { backendDelta, backendTicks, CLOCK_TICKS, cpuTicks } from './cpu.js';
import { createDatabase, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';
import { apiCall } from '../apps/api/test/api-call.js';

const WRITERS = Number(process.env.WRITERS ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 10);
const LISTS = 20;
const CARDS_PER_LIST = 250;
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

interface Writer {
  token: string;
  listIds: string[];
  cardIds: string[];
}

const database = await createDatabase();
const seeding = await openPostgres(database.url);
let server: { child: ChildProcess } | undefined;
try {
  const quadro = await startQuadro(database.url, scratch);
  server = quadro;
  const call = async (token: string, method: string, urlPath: string, body?: unknown) =>
    (await apiCall(`${quadro.origin}${urlPath}`, method, token, body)).text;
  const writers: Writer[] = [];
  for (let index = 0; index < WRITERS; index++) {
    const { token, boardId } = await seedBigBoard(quadro.origin, seeding, LISTS, CARDS_PER_LIST);
    const { board } = JSON.parse(await call(token, 'GET', `/v1/boards/${boardId}`)) as {
      board: { lists: { id: string; cards: { id: string }[] }[] };
    };
    writers.push({
      token,
      listIds: board.lists.map((list) => list.id),
      cardIds: board.lists.flatMap((list) => list.cards.map((card) => card.id)),
    });
  }
  await seeding.close();

  /** One writer's next write: a rename, a move to another list, a create, in turn. */
  async function write(writer: Writer, step: number) {
    const card = writer.cardIds[(step * 7919) % writer.cardIds.length]!;
    const list = writer.listIds[step % writer.listIds.length]!;
    if (step % 3 === 0)
      return call(writer.token, 'PATCH', `/v1/cards/${card}`, { title: `T${step}` });
    if (step % 3 === 1) {
      const found = JSON.parse(await call(writer.token, 'GET', `/v1/cards/${card}`)) as {
        card: { listId: string };
      };
      return call(writer.token, 'POST', '/v1/cards/move', {
        cardId: card,
        sourceListId: found.card.listId,
        destinationListId: list,
        newPosition: step % 200,
      });
    }
    return call(writer.token, 'POST', '/v1/cards', { listId: list, title: `Novo ${step}` });
  }

  async function phase(boardOf: (index: number) => Writer) {
    const latencies: number[] = [];
    const serverBefore = cpuTicks(quadro.pid)!;
    const backendsBefore = await backendTicks(database.admin, database.name);
    const end = Date.now() + SECONDS * 1000;
    let writes = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, index) => {
        for (let step = index; Date.now() < end; step += WRITERS) {
          // A move reads the card first (GET): not counted as a write, but its CPU is.
          const start = performance.now();
          await write(boardOf(index), step);
          latencies.push(performance.now() - start);
          writes++;
        }
      }),
    );
    const serverMs = ((cpuTicks(quadro.pid)! - serverBefore) * 1000) / CLOCK_TICKS;
    const { ticks } = backendDelta(
      backendsBefore,
      await backendTicks(database.admin, database.name),
    );
    const pgMs = (ticks * 1000) / CLOCK_TICKS;
    return {
      'writes/s': Math.round(writes / SECONDS),
      ...stats(latencies),
      'server µs/write': Math.round((serverMs * 1000) / writes),
      'PG µs/write': Math.round((pgMs * 1000) / writes),
      'writes/s per PG core': Math.round((writes * 1000) / pgMs),
      'writes/s per server core': Math.round((writes * 1000) / serverMs),
    };
  }

  // Warm-up: every path, on every board.
  for (let step = 0; step < 30; step++) await Promise.all(writers.map((w) => write(w, step)));

  const loadBefore = load();
  const manyBoards = await phase((index) => writers[index]!);
  const oneBoard = await phase(() => writers[0]!);
  console.log(
    `\nPostgreSQL, ${WRITERS} writers × ${SECONDS} s per phase, boards of ${LISTS}×${CARDS_PER_LIST} ` +
      `cards; writes: rename, move (after a GET of the card), create in turn; ` +
      `load ${loadBefore} at the start, ${load()} at the end`,
  );
  console.table({ 'many boards (one each)': manyBoards, 'one board (all writers)': oneBoard });
} finally {
  await seeding.close().catch(() => undefined);
  if (server) await stopServer(server.child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
