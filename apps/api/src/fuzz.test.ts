import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createFuzzContext,
  describeOtherIdAccepted,
  describeRowChanges,
  describeServerErrors,
  describeSummary,
  fuzzSettings,
  runFuzz,
  seedFuzzTargets,
  type FuzzContext,
} from '../test/fuzz/index.js';
import { openTestDatabase, TEST_JWT_SECRET } from '../test/harness.js';

const DEFAULT_REQUESTS = 6000;

let ctx: FuzzContext;
beforeAll(async () => {
  ctx = await createFuzzContext(await openTestDatabase(), TEST_JWT_SECRET);
});
afterAll(() => ctx.close());

it('answers malformed requests to every route with 4xx, never 5xx, and changes no row', async () => {
  const { seed, count } = fuzzSettings(process.env, DEFAULT_REQUESTS);
  const targets = await seedFuzzTargets(ctx, TEST_JWT_SECRET);

  const report = await runFuzz(ctx, targets, { seed, count });
  console.info(describeSummary(report));

  expect(report.requests).toBe(count);
  expect(describeServerErrors(report)).toBe('');
  expect(describeRowChanges(report)).toBe('');
  expect(describeOtherIdAccepted(report)).toBe('');
  // By construction few requests are valid, and those are checked one by one: almost every
  // refused request has its "no row changed" checked.
  const accepted = [...report.acceptedWrites.values()].reduce((sum, f) => sum + f.count, 0);
  expect(accepted / report.requests).toBeLessThan(0.08);
  expect(report.unverified / report.requests).toBeLessThan(0.01);
}, 180_000);
