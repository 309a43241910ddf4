/**
 * Start-up of the real server on the embedded database (issue #11): time from spawn to the first
 * 200 from /healthz, the CPU spent until then, and resident memory once idle, for a first start
 * (empty DATA_DIR) and a restart (the same DATA_DIR), against floors measured in the same run: a
 * bare node:http server, and the server on PostgreSQL when BENCH_DATABASE_URL is set.
 *
 * RUNS (default 5) starts of each; IDLE_MS (default 5000) of idle before reading VmRSS.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_JWT_SECRET } from './bench-database.js';
import { createDatabase } from './instances.js';
import { freePort } from '../apps/api/test/free-port.js';

const RUNS = Number(process.env.RUNS ?? 5);
const IDLE_MS = Number(process.env.IDLE_MS ?? 5_000);
const root = path.resolve(import.meta.dirname, '..');

/**
 * What `npm start` runs (npm aside): the bundled server, in the spawned process, after a check
 * that the builds are up to date.
 */
const QUADRO = ['scripts/start.mjs'];
const BARE_NODE = [
  '-e',
  `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')`,
];

interface Start {
  readyMs: number;
  /** CPU until ready, the server's and its ended children's: steadier than wall time when busy. */
  cpuMs: number;
  idleRssMb: number;
  peakRssMb: number;
}

function cpuMs(pid: number): number {
  // utime, stime, cutime and cstime (fields 14 to 17), in ticks of 10 ms (Linux's USER_HZ).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) * 10;
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return kb / 1024;
}

async function measureStart(args: string[], env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null || performance.now() - startedAt > 60_000)
        throw new Error(`server did not start:\n${stderr}`);
      await sleep(10);
    }
    const readyMs = performance.now() - startedAt;
    const cpuAtReady = cpuMs(child.pid!);
    await sleep(IDLE_MS);
    return {
      readyMs,
      cpuMs: cpuAtReady,
      idleRssMb: memoryMb(child.pid!, 'VmRSS'),
      peakRssMb: memoryMb(child.pid!, 'VmHWM'),
    };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summarise(starts: Start[]) {
  return {
    readyMs: median(starts.map((start) => start.readyMs)),
    cpuMs: median(starts.map((start) => start.cpuMs)),
    idleRssMb: median(starts.map((start) => start.idleRssMb)),
    peakRssMb: median(starts.map((start) => start.peakRssMb)),
  };
}

const quadroEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: BENCH_JWT_SECRET,
  SMTP_URL: '',
  PUBLIC_URL: '',
  LOG_LEVEL: 'warn',
});

const POSTGRES = 'PostgreSQL, first start';
const scratch = mkdtempSync(path.join(tmpdir(), 'quadro-bench-embedded-'));
const results = new Map<string, Start[]>();
const record = (label: string, start: Start) =>
  results.set(label, [...(results.get(label) ?? []), start]);

try {
  // Builds what is stale, as the first `npm start` after a change does: not measured.
  await measureStart(QUADRO, quadroEnv(path.join(scratch, 'build')));
  for (let run = 0; run < RUNS; run += 1) {
    record('bare node:http', await measureStart(BARE_NODE, {}));
    const dataDir = path.join(scratch, `run-${run}`);
    record('PGlite, first start', await measureStart(QUADRO, quadroEnv(dataDir)));
    record('PGlite, restart', await measureStart(QUADRO, quadroEnv(dataDir)));
    if (process.env.BENCH_DATABASE_URL) {
      const database = await createDatabase();
      try {
        record(
          POSTGRES,
          await measureStart(QUADRO, { ...quadroEnv(dataDir), DATABASE_URL: database.url }),
        );
      } finally {
        await database.drop();
      }
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  const bare = summarise(results.get('bare node:http')!);
  const postgres = results.has(POSTGRES) ? summarise(results.get(POSTGRES)!) : undefined;
  const ratio = (value: number, floor: number | undefined) =>
    floor === undefined ? '' : (value / floor).toFixed(1);
  console.log(
    `${RUNS} starts each, medians; RSS after ${IDLE_MS / 1000} s idle; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs\n`,
  );
  const rows = [...results].map(([label, starts]) => {
    const { readyMs, cpuMs, idleRssMb, peakRssMb } = summarise(starts);
    return {
      start: label,
      'ready (ms)': Math.round(readyMs),
      'CPU to ready (ms)': cpuMs,
      'idle RSS (MB)': Math.round(idleRssMb),
      'peak RSS (MB)': Math.round(peakRssMb),
      'ready ÷ bare': ratio(readyMs, bare.readyMs),
      'RSS ÷ bare': ratio(idleRssMb, bare.idleRssMb),
      'ready ÷ PG': ratio(readyMs, postgres?.readyMs),
      'RSS ÷ PG': ratio(idleRssMb, postgres?.idleRssMb),
    };
  });
  console.table(rows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
