/**
 * Processes the PostgreSQL benchmarks start: a throwaway database, the real server (as `npm
 * start` runs it: the bundle, in the spawned process, so the pid is the server's) and any other
 * node server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_JWT_SECRET } from './bench-database.js';
import { freePort } from '../apps/api/test/free-port.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');

/** A database of its own on the benchmark's PostgreSQL server, dropped at the end. */
export async function createDatabase() {
  const name = `quadro_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Spawns `args` with node and waits until `readyPath` answers 2xx on the given port. */
export async function spawnServer(args: string[], env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, pid: child.pid!, output: () => output };
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * The real server, as `npm start` runs it: the bundled API, in the spawned process (so the pid is
 * the server's), after rebuilding what is older than its sources.
 */
export async function startQuadro(databaseUrl: string, scratch: string) {
  const port = await freePort();
  return spawnServer(
    ['scripts/start.mjs'],
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(scratch, 'server-')),
      JWT_SECRET: BENCH_JWT_SECRET,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
    port,
  );
}
