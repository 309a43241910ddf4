/**
 * The API fuzzer of apps/api/src/fuzz.test.ts at a larger setting: FUZZ_REQUESTS (default 50000)
 * malformed requests on PGlite (default) or PostgreSQL (BENCH_DATABASE_URL); FUZZ_SEED replays a
 * run. Exits 1 when a request answered 5xx, a refused one changed a row, or one
 * carrying another user's id succeeded. Run: npm run bench:fuzz
 */
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
import { BENCH_JWT_SECRET, openDatabase } from './bench-database.js';

const { seed, count } = fuzzSettings(process.env, 50_000);
const { database, label, cleanup } = await openDatabase();
const ctx = await createFuzzContext(database, BENCH_JWT_SECRET);
try {
  const targets = await seedFuzzTargets(ctx, BENCH_JWT_SECRET);
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
  await cleanup();
}
