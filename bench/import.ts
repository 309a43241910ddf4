/**
 * 'Importar do Trello' at Trello's size (issue #24): a 5,000-card export with 5,000 comments,
 * previewed and imported over real HTTP on loopback, on PostgreSQL by default (a fresh database on
 * BENCH_DATABASE_URL's server, postgres://postgres@127.0.0.1:5432/bench unless set; dropped at the
 * end), while another user polls their board.
 *   - Preview (`?dryRun=true`) and import, each beside its floor in the same run: `JSON.parse` of the
 *     same body (what any reading of the file costs). Goals: preview < 3 s, import < 15 s.
 *   - The other user's board poll (`GET /v1/boards/:id`, one access check in the database and the
 *     cached body) alone, then during previews and imports: goal p99 < 100 ms meanwhile.
 * Run: npm run bench:import (`CARDS=1000` for a quicker look).
 */
import { loadavg } from 'node:os';
import { openDatabase, startBenchServer } from './bench-database.js';
import { portugueseWriter } from './seed-search.js';
import { seedBigBoard } from './seed-board.js';
import { trelloExport } from './trello-export.js';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/bench';
const CARDS = Number(process.env.CARDS ?? 5_000);
const LISTS = 20;
const PREVIEWS = 5;
const IMPORTS = 3;
const POLL_INTERVAL_MS = 20;
const GOAL = { previewMs: 3_000, importMs: 15_000, pollP99Ms: 100 };

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const ms = (value: number) => Number(value.toFixed(1));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

console.log(`load average (1, 5, 15 min) at start: ${loadAverage()}`);
const { database, label, cleanup } = await openDatabase();
const { app, address } = await startBenchServer(database);
const importer = await seedBigBoard(address, database, 0, 0);
const poller = await seedBigBoard(address, database, 10, 20);
const workspaceId = (
  (await (
    await fetch(`${address}/v1/workspaces`, {
      headers: { authorization: `Bearer ${importer.token}` },
    })
  ).json()) as { workspaces: { id: string }[] }
).workspaces[0]!.id;

const body = JSON.stringify(trelloExport({ cards: CARDS, lists: LISTS }, portugueseWriter(24)));
console.log(
  `${label}: a Trello export of ${CARDS.toLocaleString('en')} cards, ${CARDS.toLocaleString('en')} comments, ` +
    `${(body.length / 1024 / 1024).toFixed(1)} MB`,
);

async function timedImport(dryRun: boolean) {
  const start = performance.now();
  const response = await fetch(
    `${address}/v1/workspaces/${workspaceId}/imports/trello${dryRun ? '?dryRun=true' : ''}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${importer.token}`, 'content-type': 'application/json' },
      body,
    },
  );
  await response.arrayBuffer();
  if (response.status !== (dryRun ? 200 : 201)) throw new Error(`import: ${response.status}`);
  return performance.now() - start;
}

/** The other user's board, polled every POLL_INTERVAL_MS until `stop` resolves. */
async function pollDuring(stop: Promise<unknown>) {
  const latencies: number[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const response = await fetch(`${address}/v1/boards/${poller.boardId}`, {
      headers: { authorization: `Bearer ${poller.token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`poll: ${response.status}`);
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return latencies;
}

const parseFloor: number[] = [];
for (let i = 0; i < PREVIEWS; i += 1) {
  const start = performance.now();
  JSON.parse(body);
  parseFloor.push(performance.now() - start);
}

const idle = await pollDuring(new Promise((resolve) => setTimeout(resolve, 3_000)));

async function measure(dryRun: boolean, runs: number) {
  const times: number[] = [];
  const polls: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = timedImport(dryRun);
    const [time, latencies] = await Promise.all([run, pollDuring(run)]);
    times.push(time);
    polls.push(...latencies);
  }
  return { times, polls };
}
await timedImport(true); // warm-up: the route's code and plans
const preview = await measure(true, PREVIEWS);
const imported = await measure(false, IMPORTS);

const parseMedian = at(parseFloor, 0.5);
console.log(`\n${label}: preview and import of the export, ms`);
console.table({
  'JSON.parse of the body (floor)': {
    median: ms(parseMedian),
    max: ms(at(parseFloor, 1)),
    runs: PREVIEWS,
  },
  'preview (?dryRun=true)': {
    median: ms(at(preview.times, 0.5)),
    max: ms(at(preview.times, 1)),
    runs: PREVIEWS,
    '÷ floor': ms(at(preview.times, 0.5) / parseMedian),
    goal: at(preview.times, 1) < GOAL.previewMs ? 'met' : `missed (< ${GOAL.previewMs})`,
  },
  import: {
    median: ms(at(imported.times, 0.5)),
    max: ms(at(imported.times, 1)),
    runs: IMPORTS,
    '÷ floor': ms(at(imported.times, 0.5) / parseMedian),
    goal: at(imported.times, 1) < GOAL.importMs ? 'met' : `missed (< ${GOAL.importMs})`,
  },
});

const pollRow = (latencies: number[]) => ({
  polls: latencies.length,
  p50: ms(at(latencies, 0.5)),
  p99: ms(at(latencies, 0.99)),
  max: ms(at(latencies, 1)),
  'p99 ÷ idle p99': ms(at(latencies, 0.99) / at(idle, 0.99)),
  goal: at(latencies, 0.99) < GOAL.pollP99Ms ? 'met' : `missed (< ${GOAL.pollP99Ms})`,
});
console.log(`\n${label}: another user's board poll (a 200-card board), ms`);
console.table({
  'alone (floor)': pollRow(idle),
  'during previews': pollRow(preview.polls),
  'during imports': pollRow(imported.polls),
});

console.log(`\nload average (1, 5, 15 min) at the end: ${loadAverage()}`);
await app.close();
await cleanup();
