/** Database snapshots: which tables a run of requests changed. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/client.js';
import { rowsOf } from '../rows.js';

type Snapshot = Record<string, string>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables whose job is to record refused requests (failed logins, rate-limit hits). */
const COUNTER_TABLES = new Set(['login_failures', 'login_account_failures', 'rate_limit_counters']);

/** One query that hashes every row of every table (count plus md5 of the sorted rows). */
async function snapshotQuery(database: Database): Promise<string> {
  const tables = rowsOf(
    await database.db.execute(
      sql.raw(`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`),
    ),
  )
    .filter((row) => !COUNTER_TABLES.has(String(row.table_name)))
    .map((row) => `${quoteIdent(String(row.table_schema))}.${quoteIdent(String(row.table_name))}`);
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${table} t) as ${quoteIdent(table)}`,
  );
  return `select ${columns.join(', ')}`;
}

async function hashTables(database: Database, query: string): Promise<Snapshot> {
  const [row] = rowsOf(await database.db.execute(sql.raw(query)));
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The next transaction id: no row changes without taking one, and reading it takes none. */
async function writeMarker(database: Database): Promise<string> {
  const [row] = rowsOf(
    await database.db.execute(sql.raw('select pg_current_snapshot()::text as marker')),
  );
  return String(row?.marker);
}

export interface WatchStats {
  checks: number;
  hashes: number;
  ms: number;
}

/** Which tables changed since the previous call; hashes rows only when a transaction ran. */
export async function watchRows(database: Database, stats: WatchStats) {
  const query = await snapshotQuery(database);
  let marker = await writeMarker(database);
  let hashes = await hashTables(database, query);
  return async function changedTables(): Promise<string[]> {
    const started = performance.now();
    stats.checks += 1;
    const now = await writeMarker(database);
    let changed: string[] = [];
    if (now !== marker) {
      stats.hashes += 1;
      const next = await hashTables(database, query);
      changed = Object.keys(next).filter((table) => hashes[table] !== next[table]);
      marker = now;
      hashes = next;
    }
    stats.ms += performance.now() - started;
    return changed;
  };
}
