import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/db/client.js';

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
