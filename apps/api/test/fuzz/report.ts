/** Describing a run: its summary, and each class of finding once with an example. */
import type { FuzzRequest } from './draft.js';
import type { FuzzReport, Outcome } from './runner.js';

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

function describeRequest({ method, url, headers, payload }: FuzzRequest): string {
  const shortHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, truncate(value, 60)]),
  );
  const body =
    payload === undefined
      ? '(none)'
      : truncate(JSON.stringify(Buffer.isBuffer(payload) ? payload.toString() : payload), 300);
  return `${method} ${truncate(url, 160)}\n      headers: ${JSON.stringify(shortHeaders)}\n      body: ${body}`;
}

export const classOf = (outcome: Outcome) =>
  `${outcome.fuzzCase.route} · ${outcome.fuzzCase.mutation} → ${outcome.status}`;

const describeOutcome = (outcome: Outcome) =>
  `#${outcome.fuzzCase.index} (target ${outcome.fuzzCase.target}, auth ${outcome.fuzzCase.auth}) ${describeRequest(outcome.fuzzCase.request)}`;

/** '' when no request answered ≥ 500; else each class once, with an example and the server log. */
export function describeServerErrors(report: FuzzReport): string {
  if (report.serverErrors.size === 0) return '';
  const classes = [...report.serverErrors].map(
    ([key, { count: n, example }]) =>
      `  ${key} ×${n}\n    ${describeOutcome(example)}\n      log: ${example.serverLog.join(' | ') || '(nothing logged)'}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${classes.length} classes of 5xx\n${classes.join('\n')}`;
}

/** '' when no request carrying another user's or a nonexistent id succeeded. */
export function describeOtherIdAccepted(report: FuzzReport): string {
  if (report.otherIdAccepted.size === 0) return '';
  const classes = [...report.otherIdAccepted].map(
    ([key, { count: n, example }]) => `  ${key} ×${n}\n    ${describeOutcome(example)}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${classes.length} classes answered 2xx with another user's or a nonexistent id\n${classes.join('\n')}`;
}

/** '' when no refused request changed a row; else the tables and the requests of each window. */
export function describeRowChanges(report: FuzzReport): string {
  if (report.rowChanges.length === 0) return '';
  const changes = report.rowChanges.slice(0, 10).map(
    ({ tables, window }) =>
      `  tables ${tables.join(', ')} changed during:\n${window
        .slice(0, 20)
        .map((outcome) => `    ${classOf(outcome)}\n      ${describeOutcome(outcome)}`)
        .join('\n')}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${report.rowChanges.length} windows of refused requests changed rows\n${changes.join('\n')}`;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function describeSummary(report: FuzzReport): string {
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const accepted = [...report.acceptedWrites.values()].reduce((sum, f) => sum + f.count, 0);
  const statuses = Object.entries(report.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const acceptedClasses = [...report.acceptedWrites]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 15)
    .map(([key, { count: n }]) => `    ${key} ×${n}`)
    .join('\n');
  const slowest = [...report.msByRoute]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)}`)
    .join(', ');
  return [
    `fuzz seed ${report.seed}: ${report.requests} requests (${report.systematic} route×mutation pairs) in ${(report.durationMs / 1000).toFixed(1)} s (CPU ${(report.cpuMs / 1000).toFixed(1)} s), ${Math.round(report.requests / (report.durationMs / 1000))} req/s`,
    `  time in requests ${(sorted.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s; latency ms: median ${percentile(sorted, 0.5).toFixed(2)}, p99 ${percentile(sorted, 0.99).toFixed(2)}, max ${percentile(sorted, 1).toFixed(2)}`,
    `  statuses: ${statuses}`,
    `  slowest routes (total s): ${slowest}`,
    `  5xx classes: ${report.serverErrors.size}; 2xx with others' ids: ${report.otherIdAccepted.size}; windows with changed rows: ${report.rowChanges.length}; row checks: ${report.rowChecks.checks}, ${report.rowChecks.hashes} hashing every row (${(report.rowChecks.ms / 1000).toFixed(1)} s); unverified: ${report.unverified}; logins again: ${report.relogins}`,
    `  2xx writes (tolerated, may be valid): ${accepted}${acceptedClasses ? `\n${acceptedClasses}` : ''}`,
  ].join('\n');
}
