import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres, type Database } from '../apps/api/src/platform/db/client.js';

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5).toFixed(2), p99: at(0.99).toFixed(2), max: at(1).toFixed(2) };
}

/** PGlite in a temporary folder, or a fresh database on BENCH_DATABASE_URL's server. */
export async function openDatabase(): Promise<{
  database: Database;
  label: string;
  cleanup(): Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `quadro_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    return {
      database,
      label: 'PostgreSQL',
      cleanup: async () => {
        await database.close().catch(() => undefined);
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
  const database = await openPglite({ dataDir: dir });
  return {
    database,
    label: 'PGlite',
    cleanup: async () => {
      await database.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';

/** The real app on loopback, with request rate limits off so the benchmark measures the work. */
export async function startBenchServer(database: Database) {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DATA_DIR: tmpdir() });
  const app = await buildApp({ config: { ...config, jwtSecret: BENCH_JWT_SECRET }, database });
  return { app, address: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
