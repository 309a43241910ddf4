/** The run: sends the cases in order and checks that refused requests change no row. */
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { buildCatalogue, generateCases, type FuzzCase } from './cases.js';
import type { FuzzContext } from './context.js';
import { isWrite, loadOperations } from './openapi.js';
import { createRandom } from './random.js';
import { classOf, truncate } from './report.js';
import type { FuzzTargets } from './targets.js';
import { watchRows, type WatchStats } from './watch-rows.js';

export interface Outcome {
  fuzzCase: FuzzCase;
  status: number;
  ms: number;
  serverLog: string[];
}

interface Finding {
  count: number;
  example: Outcome;
}

interface RowChange {
  tables: string[];
  window: Outcome[];
}

export interface FuzzReport {
  seed: number;
  requests: number;
  systematic: number;
  durationMs: number;
  /** CPU time of this process (all its threads): what the run costs whatever the machine's load. */
  cpuMs: number;
  latenciesMs: number[];
  msByRoute: Map<string, number>;
  statuses: Record<number, number>;
  /** Status ≥ 500, or inject threw (status 0), by route, mutation and status. */
  serverErrors: Map<string, Finding>;
  /** 2xx answers to writes, by route and mutation. */
  acceptedWrites: Map<string, Finding>;
  /** 2xx answers to requests carrying another user's or a nonexistent id. */
  otherIdAccepted: Map<string, Finding>;
  rowChanges: RowChange[];
  /** Requests whose row check was lost because an unexpected 2xx write ended their window. */
  unverified: number;
  rowChecks: WatchStats;
  relogins: number;
}

/** The log entry without its envelope: whatever the error handler chose to record. */
function summarizeLog(line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const { level: _level, time: _time, pid: _pid, hostname: _host, reqId: _id, ...rest } = entry;
    return truncate(JSON.stringify(rest), 600);
  } catch {
    return truncate(line, 600);
  }
}

async function send(ctx: FuzzContext, fuzzCase: FuzzCase): Promise<Outcome> {
  const logStart = ctx.log.length;
  const started = performance.now();
  let status: number;
  try {
    // As a stream, so an event stream answers once its headers are out instead of never ending.
    const response = await ctx.app.inject({
      method: fuzzCase.request.method,
      url: fuzzCase.request.url,
      headers: fuzzCase.request.headers,
      ...(fuzzCase.request.payload === undefined ? {} : { payload: fuzzCase.request.payload }),
      payloadAsStream: true,
    });
    status = response.statusCode;
    const body = response.stream();
    if (String(response.headers['content-type']).startsWith('text/event-stream')) body.destroy();
    else body.resume();
  } catch (error) {
    ctx.log.push(JSON.stringify({ msg: 'inject threw', err: { message: String(error) } }));
    status = 0;
  }
  const ms = performance.now() - started;
  return { fuzzCase, status, ms, serverLog: ctx.log.slice(logStart).map(summarizeLog) };
}

function count(findings: Map<string, Finding>, outcome: Outcome) {
  const key = classOf(outcome);
  const found = findings.get(key);
  if (found) found.count += 1;
  else findings.set(key, { count: 1, example: outcome });
}

interface RunOptions {
  seed: number;
  count: number;
  onProgress?: (done: number) => void;
}

/** Requests between two snapshots when none of them may write. */
const WINDOW_SIZE = 50;

interface RunState {
  /** Refused requests since the rows were last checked. */
  window: Outcome[];
  /** Routes that accepted a write once: their writes are checked one by one from then on. */
  leaky: Set<string>;
  /** Routes that ended the user's session (logout): later sent with an already ended token. */
  sessionEnders: Set<string>;
  keepsSession: Set<string>;
  endedToken: string | null;
}

/** Each login costs an argon2 verify: a route that ended the session once gets a dead token. */
function adaptToRun(fuzzCase: FuzzCase, state: RunState, targets: FuzzTargets): FuzzCase {
  const headers = fuzzCase.request.headers;
  if (
    !state.endedToken ||
    !state.sessionEnders.has(fuzzCase.route) ||
    headers.authorization !== `Bearer ${targets.token}`
  )
    return fuzzCase;
  const authorization = `Bearer ${state.endedToken}`;
  return { ...fuzzCase, request: { ...fuzzCase.request, headers: { ...headers, authorization } } };
}

function record(report: FuzzReport, outcome: Outcome) {
  report.latenciesMs.push(outcome.ms);
  const route = outcome.fuzzCase.route;
  report.msByRoute.set(route, (report.msByRoute.get(route) ?? 0) + outcome.ms);
  report.requests += 1;
  report.statuses[outcome.status] = (report.statuses[outcome.status] ?? 0) + 1;
  if (outcome.status >= 500 || outcome.status === 0) count(report.serverErrors, outcome);
  if (outcome.status >= 200 && outcome.status < 300 && outcome.fuzzCase.otherId)
    count(report.otherIdAccepted, outcome);
}

/** Logs the user in again when an accepted request (a logout) ended the session. */
async function renewSession(ctx: FuzzContext, targets: FuzzTargets): Promise<boolean> {
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/v1/auth/me',
    headers: { authorization: `Bearer ${targets.token}` },
  });
  if (me.statusCode === 200) return false;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { ...targets.login, turnstileToken: DEV_TURNSTILE_TOKEN },
  });
  if (login.statusCode !== 200) throw new Error(`login again: ${login.statusCode} ${login.body}`);
  targets.token = login.json<{ token: string }>().token;
  return true;
}

const isAcceptedWrite = (outcome: Outcome) =>
  outcome.status >= 200 && outcome.status < 300 && isWrite(outcome.fuzzCase.request.method);

/**
 * Sends every case in order. Every answer but a 2xx to a write must leave every row as it was:
 * the rows are hashed every WINDOW_SIZE requests, and around each request that may be accepted.
 */
export async function runFuzz(
  ctx: FuzzContext,
  targets: FuzzTargets,
  { seed, count: total, onProgress }: RunOptions,
): Promise<FuzzReport> {
  const random = createRandom(seed);
  const catalogue = await buildCatalogue(await loadOperations(ctx.app), targets, random);
  const report: FuzzReport = {
    seed,
    requests: 0,
    systematic: catalogue.reduce((sum, entry) => sum + entry.mutations.length, 0),
    durationMs: 0,
    cpuMs: 0,
    latenciesMs: [],
    msByRoute: new Map(),
    statuses: {},
    serverErrors: new Map(),
    acceptedWrites: new Map(),
    otherIdAccepted: new Map(),
    rowChanges: [],
    unverified: 0,
    rowChecks: { checks: 0, hashes: 0, ms: 0 },
    relogins: 0,
  };
  const changedTables = await watchRows(ctx.database, report.rowChecks);
  const state: RunState = {
    window: [],
    leaky: new Set(),
    sessionEnders: new Set(),
    keepsSession: new Set(),
    endedToken: null,
  };

  const checkWindow = async () => {
    if (state.window.length === 0) return;
    const tables = await changedTables();
    if (tables.length > 0) report.rowChanges.push({ tables, window: state.window });
    state.window = [];
  };

  const afterAcceptedWrite = async (outcome: Outcome) => {
    count(report.acceptedWrites, outcome);
    const route = outcome.fuzzCase.route;
    state.leaky.add(route);
    await ctx.app.jobs.drain();
    const token = targets.token;
    // A route that kept the session once, accepting the user's token, always will.
    if (
      outcome.fuzzCase.request.headers.authorization === `Bearer ${token}` &&
      !state.keepsSession.has(route)
    ) {
      if (await renewSession(ctx, targets)) {
        report.relogins += 1;
        state.sessionEnders.add(route);
        state.endedToken = token;
      } else state.keepsSession.add(route);
    }
    if ((await changedTables()).length > 0) {
      report.unverified += state.window.length;
      state.window = [];
    }
  };

  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const generated of generateCases(catalogue, targets, random, total)) {
    const fuzzCase = adaptToRun(generated, state, targets);
    const isolate =
      fuzzCase.risky || (state.leaky.has(fuzzCase.route) && isWrite(fuzzCase.request.method));
    if (isolate) await checkWindow();
    const outcome = await send(ctx, fuzzCase);
    record(report, outcome);
    if (isAcceptedWrite(outcome)) await afterAcceptedWrite(outcome);
    else {
      state.window.push(outcome);
      if (isolate || state.window.length >= WINDOW_SIZE) await checkWindow();
    }
    if (onProgress && report.requests % 5000 === 0) onProgress(report.requests);
  }
  await checkWindow();
  report.durationMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  report.cpuMs = (cpu.user + cpu.system) / 1000;
  return report;
}
