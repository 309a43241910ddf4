/**
 * GET /v1/boards/:id and card moves on a board of 20 lists × 250 cards, over real HTTP on
 * loopback, on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL). Run: npm run bench:api
 */
import { openDatabase, startBenchServer, stats } from './bench-database.js';
import { seedBigBoard } from './seed-board.js';

const LISTS = 20;
const CARDS_PER_LIST = 250;
const CALLS = 200;

const { database, label, cleanup } = await openDatabase();
const { app, address } = await startBenchServer(database);
const { token, boardId, listIds } = await seedBigBoard(address, database, LISTS, CARDS_PER_LIST);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

async function timed(run: () => Promise<Response>): Promise<[number, Response]> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return [performance.now() - start, response];
}

const getBoard = (extra: Record<string, string> = {}) =>
  fetch(`${address}/v1/boards/${boardId}`, { headers: { ...headers, ...extra } });

// Cold: every call after a change (the version moved, so nothing is cached).
const cold: number[] = [];
const moves: number[] = [];

let gzipBytes = 0;
for (let i = 0; i < CALLS; i += 1) {
  const board = (await (await getBoard()).json()) as {
    board: { lists: { id: string; cards: { id: string }[] }[] };
  };
  const from = board.board.lists.find((list) => list.id === listIds[i % LISTS])!;
  const to = listIds[(i + 1) % LISTS]!;
  const [moveMs, moved] = await timed(() =>
    fetch(`${address}/v1/cards/move`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        cardId: from.cards[0]!.id,
        sourceListId: from.id,
        destinationListId: to,
        newPosition: 100,
      }),
    }),
  );
  if (!moved.ok) throw new Error(`move failed: ${moved.status}`);
  moves.push(moveMs);
  const [ms, response] = await timed(() => getBoard());
  cold.push(ms);
  gzipBytes = Number(response.headers.get('content-length') ?? 0) || gzipBytes;
}
const bytes = JSON.stringify(
  await (
    await fetch(`${address}/v1/boards/${boardId}`, {
      headers: { authorization: headers.authorization },
    })
  ).json(),
).length;

// Warm: the same version again (served from the per-version cache).
const warm: number[] = [];
for (let i = 0; i < CALLS; i += 1) warm.push((await timed(() => getBoard()))[0]);

// Revalidation: If-None-Match with the current ETag answers 304.
const etag = (await getBoard()).headers.get('etag')!;
const revalidate: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  const [ms, response] = await timed(() => getBoard({ 'if-none-match': etag }));
  if (response.status !== 304) throw new Error(`expected 304, got ${response.status}`);
  revalidate.push(ms);
}

console.log(
  `\n${label}: board of ${LISTS} lists × ${CARDS_PER_LIST} cards (+ 3 default lists), ${CALLS} calls each, ms`,
);
console.table({
  'GET board, new version (cold)': stats(cold),
  'GET board, same version (cached body)': stats(warm),
  'GET board, If-None-Match → 304': stats(revalidate),
  'POST /v1/cards/move': stats(moves),
});
console.log(
  `body: ${(bytes / 1024).toFixed(0)} KiB JSON, ${(gzipBytes / 1024).toFixed(0)} KiB gzip`,
);

await app.close();
await cleanup();
