/**
 * One user's burst of writes over real HTTP, as the hardening audit sent it: 10 default-board
 * calls with 10 card edits, then BURST_REQUESTS (default 400) mixed writes, while a second user
 * reads their own board and /readyz is polled. Counts answers by status and times the neighbour.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:burst
 */
import { openDatabase, startBenchServer, stats } from './bench-database.js';
import { seedBigBoard } from './seed-board.js';

const BURST = Number(process.env.BURST_REQUESTS ?? 400);

const { database, label, cleanup } = await openDatabase();
const { app, address } = await startBenchServer(database);

const actor = await seedBigBoard(address, database, 0, 0);
const neighbour = await seedBigBoard(address, database, 0, 0);

type Board = { lists: { id: string; cards: { id: string }[] }[] };
const call = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${address}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const board = (
  (await (await call(actor.token, 'GET', `/v1/boards/${actor.boardId}`)).json()) as {
    board: Board;
  }
).board;
const [todo, doing] = board.lists;
const cardId = todo!.cards[0]!.id;

function mixed(i: number) {
  const t = actor.token;
  switch (i % 6) {
    case 0:
      return call(t, 'POST', '/v1/boards/default', {});
    case 1:
      return call(t, 'PATCH', `/v1/cards/${cardId}`, { title: `Edição ${i}` });
    case 2:
      return call(t, 'POST', '/v1/cards', { listId: doing!.id, title: `Cartão ${i}` });
    case 3:
      return call(t, 'POST', '/v1/lists', { boardId: actor.boardId, name: `Lista ${i}` });
    case 4:
      return call(t, 'PATCH', `/v1/boards/${actor.boardId}`, { name: `Quadro ${i}` });
    default:
      return call(t, 'GET', `/v1/boards/${actor.boardId}`);
  }
}

async function burst(name: string, requests: (() => Promise<Response>)[]) {
  const neighbourMs: number[] = [];
  const readyMs: number[] = [];
  let running = true;
  const watch = (async () => {
    while (running) {
      let start = performance.now();
      await (await call(neighbour.token, 'GET', `/v1/boards/${neighbour.boardId}`)).arrayBuffer();
      neighbourMs.push(performance.now() - start);
      start = performance.now();
      await (await fetch(`${address}/readyz`)).arrayBuffer();
      readyMs.push(performance.now() - start);
    }
  })();
  const started = performance.now();
  const responses = await Promise.all(requests.map((send) => send()));
  const elapsed = performance.now() - started;
  running = false;
  await watch;
  const byStatus: Record<number, number> = {};
  for (const response of responses) {
    byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
    await response.arrayBuffer();
  }
  const serverErrors = responses.filter((r) => r.status >= 500).length;
  console.log(
    `\n${label} — ${name}: ${responses.length} requests in ${elapsed.toFixed(0)} ms, ` +
      `${serverErrors} × 5xx; by status ${JSON.stringify(byStatus)}`,
  );
  console.table({
    "another user's board read, ms": stats(neighbourMs),
    '/readyz, ms': stats(readyMs),
  });
}

await burst(
  '10 default-board calls + 10 card edits',
  Array.from({ length: 10 }, (_, i) => [
    () => call(actor.token, 'POST', '/v1/boards/default', {}),
    () => call(actor.token, 'PATCH', `/v1/cards/${cardId}`, { title: `Edição ${i}` }),
  ]).flat(),
);
await burst(
  `${BURST} mixed writes`,
  Array.from({ length: BURST }, (_, i) => () => mixed(i)),
);

await app.close();
await cleanup();
