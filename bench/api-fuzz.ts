/**
 * The API fuzzer of apps/api/src/fuzz.test.ts at a larger setting: FUZZ_REQUESTS (default 50000)
 * malformed requests on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL); FUZZ_SEED replays a
 * run. Exits 1 when a request answered 5xx, a refused one changed a row, or one
 * carrying another user's id succeeded. Run: npm run bench:fuzz
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.js';
import {
  createFuzzContext,
  describeOtherIdAccepted,
  describeRowChanges,
  describeServerErrors,
  describeSummary,
  fuzzSettings,
  runFuzz,
  seedFuzzTargets,
} from '../apps/api/test/fuzz/index.js';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';

/** The database is closed with the app; `dispose` removes what is left of it. */
async function openDatabase(): Promise<{
  database: Database;
  label: string;
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `quadro_fuzz_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      database: await openPostgres(url.toString()),
      label: 'PostgreSQL',
      dispose: async () => {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-fuzz-'));
  return {
    database: await openPglite({ dataDir: dir }),
    label: 'PGlite',
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const { seed, count } = fuzzSettings(process.env, 50_000);
const { database, label, dispose } = await openDatabase();
const ctx = await createFuzzContext(database, JWT_SECRET);
try {
  const targets = await seedFuzzTargets(ctx, JWT_SECRET);
  console.log(`${label}: ${count} requests, seed ${seed}`);
  const report = await runFuzz(ctx, targets, {
    seed,
    count,
    onProgress: (done) => console.log(`  ${done} requests…`),
  });
  console.log(describeSummary(report));
  const findings = [
    describeServerErrors(report),
    describeRowChanges(report),
    describeOtherIdAccepted(report),
  ].filter(Boolean);
  for (const finding of findings) console.log(finding);
  if (findings.length > 0) process.exitCode = 1;
} finally {
  await ctx.close();
  await dispose();
}
