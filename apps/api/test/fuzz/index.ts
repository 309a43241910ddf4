/**
 * A fuzzer for our own API: every route in the OpenAPI document the app serves, sent malformed
 * requests built from its schema. Shared by src/fuzz.test.ts (a few thousand requests) and
 * bench/api-fuzz.ts (tens of thousands). A run reports every 5xx and every row a refused
 * request changed.
 */
export { createFuzzContext, type FuzzContext } from './context.js';
export { fuzzSettings } from './random.js';
export {
  describeOtherIdAccepted,
  describeRowChanges,
  describeServerErrors,
  describeSummary,
} from './report.js';
export { runFuzz } from './runner.js';
export { seedFuzzTargets } from './targets.js';
