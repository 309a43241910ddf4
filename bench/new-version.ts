/**
 * The cost of a new board version: one card renamed, then the board fetched in full (gzip), on a
 * board of 20 lists × CARDS_PER_LIST cards (250 by default: 5,000 cards).
 *
 * The real server runs as a child process on a throwaway PostgreSQL database (as bench:pollers).
 * ROUNDS times (30 by default), one after another: rename a card, then GET the board with
 * accept-encoding gzip. The same number of renames alone are measured too, and subtracted, so
 * what is left is the fetch of a version nobody has read yet. CPU comes from /proc: the server
 * process (all its threads: gzip runs on zlib's pool) and the PostgreSQL backends of the database.
 * Floor, in the same run and process: JSON.stringify of the same board, then gzip of the string
 * (the default level, as the server uses), the least any server must do to send a new version.
 * Run: npm run bench:new-version (BENCH_DATABASE_URL picks the server)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { openPostgres } from '../apps/api/src/platform/db/client.js';
import { backendDelta, backendTicks, CLOCK_TICKS, cpuTicks } from './cpu.js';
import { createDatabase, startQuadro, stopServer } from './instances.js';
import { seedBigBoard } from './seed-board.js';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const LISTS = 20;
const CARDS_PER_LIST = Number(process.env.CARDS_PER_LIST ?? 250);
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));

interface Board {
  version: number;
  lists: { id: string; cards: { id: string }[] }[];
}

const database = await createDatabase();
const seeding = await openPostgres(database.url);
const quadro = await startQuadro(database.url, scratch);
try {
  const { token, boardId } = await seedBigBoard(quadro.origin, seeding, LISTS, CARDS_PER_LIST);
  await seeding.close();
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const boardUrl = `${quadro.origin}/v1/boards/${boardId}`;

  const fetchBoard = async () => {
    const response = await fetch(boardUrl, { headers });
    if (response.status !== 200) throw new Error(`GET board: ${response.status}`);
    return ((await response.json()) as { board: Board }).board;
  };
  const first = await fetchBoard();
  // A card in the middle list: its list is one of twenty, as a real change touches one.
  const middle = first.lists[Math.floor(first.lists.length / 2)]!;
  const cardId = middle.cards[Math.floor(middle.cards.length / 2)]!.id;
  let renames = 0;
  const rename = async () => {
    renames += 1;
    const response = await fetch(`${quadro.origin}/v1/cards/${cardId}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Cartão renomeado ${renames}` }),
    });
    if (!response.ok) throw new Error(`PATCH card: ${response.status}`);
    await response.arrayBuffer();
  };

  /** Server and PostgreSQL CPU, in µs, of `rounds` runs of `work`. */
  async function cpuOf(rounds: number, work: () => Promise<unknown>) {
    const server = cpuTicks(quadro.pid)!;
    const backends = await backendTicks(database.admin, database.name);
    for (let i = 0; i < rounds; i += 1) await work();
    const toMicros = (ticks: number) => (ticks * 1e6) / CLOCK_TICKS / rounds;
    return {
      server: toMicros(cpuTicks(quadro.pid)! - server),
      database: toMicros(
        backendDelta(backends, await backendTicks(database.admin, database.name)).ticks,
      ),
    };
  }

  // Warm both paths up (JIT, prepared statements), then measure.
  for (let i = 0; i < 10; i += 1) {
    await rename();
    await fetchBoard();
  }
  const renameOnly = await cpuOf(ROUNDS, rename);
  const renameAndFetch = await cpuOf(ROUNDS, async () => {
    await rename();
    await fetchBoard();
  });

  // undici's request, unlike fetch, hands the body over still compressed.
  const raw = await request(boardUrl, { headers });
  const gzipped = Buffer.from(await raw.body.arrayBuffer());
  const body = JSON.parse(gunzipSync(gzipped).toString()) as unknown;
  const floorStart = process.cpuUsage();
  let floorBytes = 0;
  for (let i = 0; i < ROUNDS; i += 1) floorBytes = gzipSync(JSON.stringify(body)).length;
  const floorUsage = process.cpuUsage(floorStart);
  const floor = (floorUsage.user + floorUsage.system) / ROUNDS;

  const server = renameAndFetch.server - renameOnly.server;
  const postgres = renameAndFetch.database - renameOnly.database;
  const ms = (micros: number) => `${(micros / 1000).toFixed(1)} ms`;
  console.log(
    `\nPostgreSQL, board of ${LISTS}×${CARDS_PER_LIST} cards, ${ROUNDS} rounds; ` +
      `body ${(gzipped.length / 1024).toFixed(0)} KiB gzip (floor's gzip ${(floorBytes / 1024).toFixed(0)} KiB)`,
  );
  console.table({
    'rename alone': { server: ms(renameOnly.server), postgres: ms(renameOnly.database) },
    'rename + full GET': {
      server: ms(renameAndFetch.server),
      postgres: ms(renameAndFetch.database),
    },
    'new version (difference)': { server: ms(server), postgres: ms(postgres) },
    'floor: stringify + gzip': { server: ms(floor), postgres: '—' },
  });
  console.log(`new version: ${((server + postgres) / floor).toFixed(2)}× the floor (goal ≤ 2×)`);
} finally {
  await stopServer(quadro.child);
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
}
