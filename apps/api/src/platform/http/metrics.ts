import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error.js';
import { bearerToken } from './bearer-token.js';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs of one kind in one state, read from the table at each scrape. */
export interface JobCount {
  kind: string;
  state: string;
  count: number;
  /** Among queued jobs: how long the one waiting the longest past its time has waited. */
  overdueSeconds: number;
}

export interface MetricsOptions {
  enabled: boolean;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
  poolStats(): PoolStats;
  openStreams(): number;
  jobCounts(): Promise<JobCount[]>;
}

export interface Metrics {
  /** Milliseconds from the statement that published a change to this instance hearing it. */
  observeNotifyLag(lagMs: number): void;
  /** A run of a job settled on this instance: done, queued again, or failed for good. */
  observeJobRun(kind: string, outcome: 'done' | 'retry' | 'failed', seconds: number): void;
  /** The LISTEN connection was lost and is back. */
  countListenReconnect(): void;
  /**
   * A recorder of the responses given ahead of Fastify's hooks (an early answer), labelled as
   * the hooks label theirs; it takes each response's duration in seconds.
   */
  responses(method: string, route: string, status: number): (seconds: number) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Recorders for what the HTTP hooks cannot see; they do nothing while metrics are off. */
    metrics: Metrics;
  }
}

const NOT_COUNTERS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** The label of a request Fastify matched to no route: never its URL, which may hold ids. */
export const UNMATCHED_ROUTE = 'unmatched';

const NOTIFY_LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Hashed first, so the comparison takes the same time whatever the length of the guess. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function tokenMatches(request: FastifyRequest, expected: Buffer): boolean {
  const given = bearerToken(request);
  return given !== null && timingSafeEqual(digest(given), expected);
}

/**
 * `GET /metrics` in the Prometheus text format, off unless configured. Every app holds its own
 * registry, so several apps in one process (the tests) count apart. Routes are labelled by their
 * pattern (`/v1/boards/:id`), so no id or token ever reaches a label.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  if (!options.enabled) {
    app.decorate('metrics', {
      observeNotifyLag: () => {},
      observeJobRun: () => {},
      countListenReconnect: () => {},
      responses: () => () => {},
    } satisfies Metrics);
    return;
  }
  const { poolStats, openStreams, jobCounts } = options;
  const register = new Registry();
  collectDefaultMetrics({ register });
  // Gauges named like counters, which `promtool check metrics` flags; the same counts stand by
  // type in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of NOT_COUNTERS) register.removeSingleMetric(name);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requisições HTTP respondidas, por método, rota e status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo até a resposta HTTP, por método e rota.',
    labelNames: ['method', 'route'] as const,
    registers: [register],
  });
  const notifyLag = new Histogram({
    name: 'quadro_notify_lag_seconds',
    help: 'Atraso entre a publicação de uma mudança (NOTIFY) e sua chegada a esta instância.',
    buckets: NOTIFY_LAG_BUCKETS,
    registers: [register],
  });
  new Gauge({
    name: 'quadro_event_streams_open',
    help: 'Streams de eventos abertos nesta instância.',
    registers: [register],
    collect() {
      this.set(openStreams());
    },
  });
  new Gauge({
    name: 'quadro_db_pool_connections',
    help: 'Conexões do pool do banco: total, ociosas e requisições à espera de uma.',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const jobRuns = new Counter({
    name: 'quadro_job_runs_total',
    help: 'Execuções de jobs nesta instância, por tipo e resultado (done, retry, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [register],
  });
  const jobDuration = new Histogram({
    name: 'quadro_job_duration_seconds',
    help: 'Duração das execuções de jobs nesta instância, por tipo.',
    labelNames: ['kind'] as const,
    registers: [register],
  });
  // Both read what one query of the jobs table answered for this scrape.
  let counted: JobCount[] = [];
  new Gauge({
    name: 'quadro_jobs',
    help: 'Jobs não concluídos e falhos, de todas as instâncias, por tipo e estado.',
    labelNames: ['kind', 'state'] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const { kind, state, count } of counted) this.set({ kind, state }, count);
    },
  });
  new Gauge({
    name: 'quadro_jobs_overdue_seconds',
    help: 'Há quanto tempo o job mais atrasado de cada tipo espera, passada a sua hora.',
    labelNames: ['kind'] as const,
    registers: [register],
    collect() {
      this.reset();
      for (const { kind, state, overdueSeconds } of counted)
        if (state === 'queued') this.set({ kind }, overdueSeconds);
    },
  });

  const listenReconnects = new Counter({
    name: 'quadro_listen_reconnects_total',
    help: 'Vezes que a conexão LISTEN desta instância caiu e voltou.',
    registers: [register],
  });

  app.decorate('metrics', {
    countListenReconnect: () => listenReconnects.inc(),
    // The database's clock and ours may differ a little: a change is never heard before it is made.
    observeNotifyLag: (lagMs: number) => notifyLag.observe(Math.max(0, lagMs) / 1000),
    observeJobRun(kind, outcome, seconds) {
      jobRuns.inc({ kind, outcome });
      jobDuration.observe({ kind }, seconds);
    },
    responses(method, route, status) {
      const counted = requests.labels({ method, route, status: String(status) });
      const timed = duration.labels({ method, route });
      return (seconds) => {
        counted.inc();
        timed.observe(seconds);
      };
    },
  } satisfies Metrics);

  // A callback, not an async hook: it runs on every response.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const { method } = request;
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  const expected = options.token === null ? null : digest(options.token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected && !tokenMatches(request, expected)) throw new AppError('UNAUTHORIZED');
    // A scrape still answers while the database does not, without the jobs' series.
    counted = await jobCounts().catch(() => []);
    const body = await register.metrics();
    return reply.type(register.contentType).header('cache-control', 'no-store').send(body);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
