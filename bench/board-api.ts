/**
 * GET /v1/boards/:id (and its first screen, /preview), then the board's common writes (card move, create and rename; list create
 * and rename) beside their floors, on a board of 20 lists × 250 cards (CARDS_PER_LIST to change),
 * over real HTTP on loopback, on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL). The board's
 * reads are timed in turns with their floors: a bare node:http server answering the same body,
 * gzipped on each request (a new version's least cost) or gzipped once (a cached body's).
 * Run: npm run bench:api
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { openDatabase, startBenchServer, stats } from './bench-database.js';
import { boardMutations } from './board-mutations.js';
import { latencyFloors, printInTurnsWithFloors } from './latency-floors.js';
import { seedBigBoard } from './seed-board.js';

const LISTS = 20;
const CARDS_PER_LIST = Number(process.env.CARDS_PER_LIST ?? 250);
const CALLS = 200;

const { database, label, cleanup } = await openDatabase();
const { app, address } = await startBenchServer(database);
const { token, boardId, listIds } = await seedBigBoard(address, database, LISTS, CARDS_PER_LIST);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

type Board = { id: string; lists: { id: string; cards: { id: string }[] }[] };

async function timed(run: () => Promise<Response>): Promise<[number, Response]> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return [performance.now() - start, response];
}

const getBoard = (extra: Record<string, string> = {}) =>
  fetch(`${address}/v1/boards/${boardId}`, { headers: { ...headers, ...extra } });

/** The floors: the same board body from a bare node:http server, gzipped per request or once. */
let floorText = '';
let floorGzip = Buffer.alloc(0);
const bare = createServer((request, response) => {
  const body = request.url === '/fresh' ? gzipSync(floorText) : floorGzip;
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    'content-length': body.length,
  });
  response.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
const getFloor = (path: '/fresh' | '/cached') =>
  fetch(`${bareUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
floorText = await (await getBoard()).text();
floorGzip = gzipSync(floorText);

// Cold: every call after a change (the version moved, so nothing is cached).
const cold: number[] = [];
const coldFloor: number[] = [];
let gzipBytes = 0;
for (let i = 0; i < CALLS; i += 1) {
  const { board } = (await (await getBoard()).json()) as { board: Board };
  const from = board.lists.find((list) => list.id === listIds[i % LISTS])!;
  const moved = await fetch(`${address}/v1/cards/move`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      cardId: from.cards[0]!.id,
      sourceListId: from.id,
      destinationListId: listIds[(i + 1) % LISTS]!,
      newPosition: 100,
    }),
  });
  if (!moved.ok) throw new Error(`move failed: ${moved.status}`);
  const [ms, response] = await timed(() => getBoard());
  cold.push(ms);
  coldFloor.push((await timed(() => getFloor('/fresh')))[0]);
  gzipBytes = Number(response.headers.get('content-length') ?? 0) || gzipBytes;
}
const { board } = (await (
  await fetch(`${address}/v1/boards/${boardId}`, {
    headers: { authorization: headers.authorization },
  })
).json()) as { board: Board };
const bytes = JSON.stringify({ board }).length;

// Warm: the same version again (served from the per-version cache).
const warm: number[] = [];
const warmFloor: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  warm.push((await timed(() => getBoard()))[0]);
  warmFloor.push((await timed(() => getFloor('/cached')))[0]);
}

// Revalidation: If-None-Match with the current ETag answers 304.
const etag = (await getBoard()).headers.get('etag')!;
const revalidate: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  const [ms, response] = await timed(() => getBoard({ 'if-none-match': etag }));
  if (response.status !== 304) throw new Error(`expected 304, got ${response.status}`);
  revalidate.push(ms);
}

// The first screen of the same version: built with it, so served from the cache too.
const getPreview = () => fetch(`${address}/v1/boards/${boardId}/preview`, { headers });
const previewed = await getPreview();
await previewed.arrayBuffer();
const previewGzipBytes = Number(previewed.headers.get('content-length'));
const preview: number[] = [];
for (let i = 0; i < CALLS; i += 1) preview.push((await timed(getPreview))[0]);

console.log(
  `\n${label}: board of ${LISTS} lists × ${CARDS_PER_LIST} cards (+ 3 default lists), ${CALLS} calls each, ms`,
);
const ratio = (samples: number[], floor: number[]) =>
  `${(Number(stats(samples).median) / Number(stats(floor).median)).toFixed(2)}×`;
console.table({
  'GET board, new version (cold)': { ...stats(cold), '÷ floor': ratio(cold, coldFloor) },
  'floor: bare node:http, same body gzipped per request': stats(coldFloor),
  'GET board, same version (cached body)': { ...stats(warm), '÷ floor': ratio(warm, warmFloor) },
  'floor: bare node:http, same body gzipped once': stats(warmFloor),
  'GET board, If-None-Match → 304': stats(revalidate),
  'GET board/preview, same version (cached)': stats(preview),
});
const kib = (count: number) => `${(count / 1024).toFixed(count < 10_240 ? 1 : 0)} KiB`;
console.log(
  `body: ${kib(bytes)} JSON, ${kib(gzipBytes)} gzip; first screen: ${kib(previewGzipBytes)} gzip`,
);

// Writes and their floors in turns, so the machine's noise falls on all of them alike.
const floors = await latencyFloors(address, database);
const operations: Record<string, (i: number) => Promise<void>> = {
  ...floors,
  ...boardMutations(address, token, board, listIds),
};
await printInTurnsWithFloors(`${label}: writes in turns with their floors`, operations, CALLS);

bare.close();
await app.close();
await cleanup();
