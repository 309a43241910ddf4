import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/db/client.js';
import { stats } from './bench-database.js';

/**
 * What no request can beat, measured beside it: the HTTP round trip to a route that touches no
 * database, one statement through the app's pool, and a one-row UPDATE committed on its own (on
 * PostgreSQL the WAL flush every write's commit waits for; PGlite does not fsync).
 */
export async function latencyFloors(address: string, database: Database) {
  await database.db.execute(sql`create table bench_floor (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into bench_floor values (1, 0)`);
  return {
    'GET /healthz (HTTP floor)': async () => {
      const response = await fetch(`${address}/healthz`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`healthz: ${response.status}`);
    },
    'select 1 (pool round trip)': async () => {
      await database.db.execute(sql`select 1`);
    },
    'one-row update, autocommit': async () => {
      await database.db.execute(sql`update bench_floor set n = n + 1 where id = 1`);
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Runs each of `operations` (the floors among them) `calls` times in turns, so the machine's
 * noise falls on all of them alike, and prints their times beside the HTTP floor's median.
 */
export async function printInTurnsWithFloors(
  title: string,
  operations: Record<string, (i: number) => Promise<unknown>>,
  calls: number,
) {
  const samples = new Map(Object.keys(operations).map((name) => [name, [] as number[]]));
  for (let i = 0; i < calls; i += 1)
    for (const [name, run] of Object.entries(operations)) {
      const start = performance.now();
      await run(i);
      samples.get(name)!.push(performance.now() - start);
    }
  const httpFloor = median(samples.get('GET /healthz (HTTP floor)')!);
  console.log(`\n${title}, ${calls} calls each, ms`);
  console.table(
    Object.fromEntries(
      [...samples].map(([name, values]) => [
        name,
        { ...stats(values), 'median ÷ HTTP floor': (median(values) / httpFloor).toFixed(1) },
      ]),
    ),
  );
}
