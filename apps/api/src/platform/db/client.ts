import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres, type Listener, type NotificationHandlers } from './notifications.js';
import {
  compilePglite,
  createPgliteDataDir,
  hasPgliteDatabase,
  pgliteTemplate,
} from './pglite-data-dir.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories take `Db` so they run inside or outside one alike. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Receives what is NOTIFYed on `channel` after it commits, from any connection or instance but
   * the listener's own `notify`.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listener>;
  /** Connections in use, idle and awaited (PGlite has one, always in use). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * The embedded database's data directory as a gzipped tar (PGlite only), taken between two
   * transactions: what a restore starts from. PostgreSQL is backed up with pg_dump.
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenOptions {
  /** Called with every SQL statement run (tests count queries with it). */
  onQuery?: (query: string) => void;
}

const loggerFor = (options: OpenOptions) =>
  options.onQuery ? { logQuery: options.onQuery } : undefined;

/**
 * Waits are bounded so a contended request fails fast with a retryable 503 instead of holding a
 * pooled connection while others queue behind it (docs/decisions/0012-lock-order.md).
 */
export const POSTGRES_LIMITS = {
  lockTimeoutMs: 2_000,
  statementTimeoutMs: 15_000,
  idleInTransactionMs: 30_000,
  connectTimeoutMs: 5_000,
};

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    lock_timeout: POSTGRES_LIMITS.lockTimeoutMs,
    statement_timeout: POSTGRES_LIMITS.statementTimeoutMs,
    idle_in_transaction_session_timeout: POSTGRES_LIMITS.idleInTransactionMs,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectTimeoutMs,
  });
  // A broken idle connection must not take the process down; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger: loggerFor(options) }) as unknown as Db;
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  try {
    // Several instances may start together against one database: migrate one at a time, waiting
    // as long as the other instance's migration takes.
    await client.query('set lock_timeout = 0; set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.query('reset lock_timeout; reset statement_timeout').catch(() => {});
    client.release();
  }
  return {
    kind: 'postgres',
    db,
    listen: (channel, handlers) =>
      listenPostgres(
        { url, connectTimeoutMs: POSTGRES_LIMITS.connectTimeoutMs },
        channel,
        handlers,
      ),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * The 128 MB buffer cache initdb configures is all touched when PGlite starts, so it stays
 * resident for the server's whole life; a small install's working set fits in far less.
 */
/** What migration 0020's search needs of PGlite's contrib: every PGlite that opens the database loads it. */
export const PGLITE_EXTENSIONS = { unaccent };

const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The `when` of the newest migration, which drizzle's migrator records as `created_at`. */
function newestMigration(): number {
  const journal = readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  return Math.max(
    ...(JSON.parse(journal) as { entries: { when: number }[] }).entries.map((entry) => entry.when),
  );
}

/**
 * Whether the migrator has nothing to apply, by its own rule (a migration newer than the newest
 * applied is applied). Asked first because the migrator creates its schema and table before it
 * looks: ~130 ms of a restart on PGlite.
 */
async function isMigrated(client: PGlite): Promise<boolean> {
  const applied = await client
    .query<{ newest: string | null }>(
      'select max(created_at) as newest from drizzle.__drizzle_migrations',
    )
    // A new database has no such table.
    .then(
      ({ rows }) => Number(rows[0]?.newest),
      () => 0,
    );
  return applied >= newestMigration();
}

/** Opens (and migrates) PGlite: an existing client in tests, else a data directory. */
export async function openPglite(
  source: { dataDir: string } | { client: PGlite },
  options: OpenOptions = {},
): Promise<Database> {
  let client: PGlite;
  if ('client' in source) {
    client = source.client;
  } else {
    mkdirSync(source.dataDir, { recursive: true });
    const pgdata = path.join(source.dataDir, 'pglite');
    const pgliteWasmModule = compilePglite();
    if (!hasPgliteDatabase(pgdata)) await createPgliteDataDir(pgdata, pgliteTemplate());
    client = await PGlite.create(pgdata, {
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      pgliteWasmModule: await pgliteWasmModule,
    });
  }
  const db = drizzlePglite(client, { schema, logger: loggerFor(options) }) as unknown as Db;
  if (!(await isMigrated(client)))
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.message);
      return {
        async stop() {
          if (!client.closed) await unlisten();
        },
      };
    },
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    // Inside a transaction of its own: no other one is half done while the files are read.
    backup: () => client.transaction(() => client.dumpDataDir('gzip')),
    close: () => client.close(),
  };
}

/** One name per distinct statement text, the same on every connection. */
const statementNames = new Map<string, string>();
const dialect = new PgDialect();

function statementName(text: string) {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `quadro_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The rows of a raw statement, typed by the caller (both drivers answer `{ rows }`). It runs as a
 * named prepared statement, so each PostgreSQL connection parses it once and, after a few runs,
 * plans it once: planning a write's joins costs more than running them (docs/decisions/0029-a-change-to-a-board-three-statements-prepared.md). PGlite ignores the name.
 * `planEachRun` leaves it unnamed, for a statement whose best plan depends on its values (a
 * search's words: decision 0052), which a plan made once cannot see.
 */
export async function queryRows<Row>(
  db: DbOrTx,
  query: SQL,
  { planEachRun = false } = {},
): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = planEachRun ? undefined : statementName(built.sql);
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

/**
 * `queryRows` for a statement built once, whose runs fill its `sql.placeholder`s by name: a
 * statement run on every request skips rebuilding its text from the query tree each time.
 */
export function preparedRows<Row>(db: Db, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
