import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin from './errors.js';
import metricsPlugin, { type JobCount, type MetricsOptions, type PoolStats } from './metrics.js';

const TOKEN = 'segredo-de-metricas-0123456789';
const THING_ID = '3f2b8c1e-7a4d-4e9b-9c6f-1d2e3f4a5b6c';

interface Probe {
  pool: PoolStats;
  streams: number;
  jobs: JobCount[] | Error;
}

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function buildTestApp(options: Partial<MetricsOptions> = {}) {
  const probe: Probe = { pool: { total: 0, idle: 0, waiting: 0 }, streams: 0, jobs: [] };
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(errorsPlugin);
  await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
  await app.register(metricsPlugin, {
    enabled: true,
    token: null,
    poolStats: () => probe.pool,
    openStreams: () => probe.streams,
    jobCounts: async () => {
      if (probe.jobs instanceof Error) throw probe.jobs;
      return probe.jobs;
    },
    ...options,
  });
  app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  // As in app.ts: a handler of its own, which still leaves the request without a route.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `Rota não encontrada: ${request.url}`, code: 'NOT_FOUND' }),
  );
  await app.ready();
  return { app, probe };
}

const scrape = (app: ReturnType<typeof Fastify>, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample line, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics plugin', () => {
  it('has no /metrics route while disabled, and its recorder does nothing', async () => {
    const { app } = await buildTestApp({ enabled: false });
    expect((await scrape(app)).statusCode).toBe(404);
    expect(() => app.metrics.observeNotifyLag(120)).not.toThrow();
    expect(() => app.metrics.observeJobRun('deliver-mail', 'done', 0.2)).not.toThrow();
    expect(() => app.metrics.responses('GET', '/things/:id', 304)(0.001)).not.toThrow();
  });

  it('serves the Prometheus text format, uncached, with every metric', async () => {
    const { app } = await buildTestApp();
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'quadro_event_streams_open',
      'quadro_notify_lag_seconds',
      'quadro_db_pool_connections',
      'quadro_jobs',
      'quadro_jobs_overdue_seconds',
      'quadro_job_runs_total',
      'quadro_job_duration_seconds',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(response.body).toContain(`# TYPE ${name} `);
  });

  it('names only counters with _total, as promtool check metrics wants', async () => {
    const { app } = await buildTestApp();
    app.metrics.countListenReconnect();
    const { body } = await scrape(app);
    const types = [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({
      name,
      type,
    }));
    expect(types.length).toBeGreaterThan(20);
    expect(
      types.filter(({ name, type }) => type !== 'counter' && name!.endsWith('_total')),
    ).toEqual([]);
    expect(
      types.filter(({ name, type }) => type === 'counter' && !name!.endsWith('_total')),
    ).toEqual([]);
    expect(sample(body, 'quadro_listen_reconnects_total')).toBe(1);
  });

  it('counts requests under their route pattern, never their URL', async () => {
    const { app } = await buildTestApp();
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: 'GET', url: `/things/${THING_ID}` })).statusCode).toBe(
        200,
      );
    await app.inject({ method: 'GET', url: `/nothing/${THING_ID}?token=abc123secret` });
    const { body } = await scrape(app);

    expect(sample(body, 'http_requests_total{method="GET",route="/things/:id",status="200"}')).toBe(
      3,
    );
    expect(
      sample(body, 'http_request_duration_seconds_count{method="GET",route="/things/:id"}'),
    ).toBe(3);
    expect(sample(body, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(body).not.toContain(THING_ID);
    expect(body).not.toContain('abc123secret');
    expect(body).not.toContain('/nothing');
  });

  it('counts an answer given ahead of the hooks with Fastify’s answers to its route', async () => {
    const { app } = await buildTestApp();
    await app.inject({ method: 'GET', url: `/things/${THING_ID}` });
    const answered = app.metrics.responses('GET', '/things/:id', 200);
    answered(0.002);
    answered(0.004);
    const { body } = await scrape(app);
    expect(sample(body, 'http_requests_total{method="GET",route="/things/:id",status="200"}')).toBe(
      3,
    );
    expect(
      sample(body, 'http_request_duration_seconds_count{method="GET",route="/things/:id"}'),
    ).toBe(3);
  });

  it('leaves /metrics out of the OpenAPI document', async () => {
    const { app } = await buildTestApp();
    const paths = Object.keys(app.swagger().paths ?? {});
    expect(paths).toContain('/things/{id}');
    expect(paths).not.toContain('/metrics');
  });

  it('records NOTIFY lag in seconds, a lag below zero as zero', async () => {
    const { app } = await buildTestApp();
    app.metrics.observeNotifyLag(30);
    app.metrics.observeNotifyLag(2_000);
    app.metrics.observeNotifyLag(-5);
    const { body } = await scrape(app);
    expect(sample(body, 'quadro_notify_lag_seconds_count')).toBe(3);
    expect(sample(body, 'quadro_notify_lag_seconds_sum')).toBeCloseTo(2.03);
    expect(sample(body, 'quadro_notify_lag_seconds_bucket{le="0.005"}')).toBe(1);
    expect(sample(body, 'quadro_notify_lag_seconds_bucket{le="0.05"}')).toBe(2);
    expect(sample(body, 'quadro_notify_lag_seconds_bucket{le="+Inf"}')).toBe(3);
  });

  it('reads the pool and the open streams at each scrape', async () => {
    const { app, probe } = await buildTestApp();
    probe.pool = { total: 10, idle: 7, waiting: 2 };
    probe.streams = 4;
    let { body } = await scrape(app);
    expect(sample(body, 'quadro_db_pool_connections{state="total"}')).toBe(10);
    expect(sample(body, 'quadro_db_pool_connections{state="idle"}')).toBe(7);
    expect(sample(body, 'quadro_db_pool_connections{state="waiting"}')).toBe(2);
    expect(sample(body, 'quadro_event_streams_open')).toBe(4);

    probe.pool = { total: 3, idle: 3, waiting: 0 };
    probe.streams = 0;
    ({ body } = await scrape(app));
    expect(sample(body, 'quadro_db_pool_connections{state="total"}')).toBe(3);
    expect(sample(body, 'quadro_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(body, 'quadro_event_streams_open')).toBe(0);
  });

  it('reads the jobs by kind and state at each scrape, and how overdue each kind is', async () => {
    const { app, probe } = await buildTestApp();
    probe.jobs = [
      { kind: 'deliver-mail', state: 'queued', count: 3, overdueSeconds: 90 },
      { kind: 'deliver-mail', state: 'running', count: 1, overdueSeconds: 0 },
      { kind: 'deliver-mail', state: 'failed', count: 2, overdueSeconds: 0 },
      { kind: 'send-digest', state: 'queued', count: 5, overdueSeconds: 0 },
    ];
    let { body } = await scrape(app);
    expect(sample(body, 'quadro_jobs{kind="deliver-mail",state="queued"}')).toBe(3);
    expect(sample(body, 'quadro_jobs{kind="deliver-mail",state="running"}')).toBe(1);
    expect(sample(body, 'quadro_jobs{kind="deliver-mail",state="failed"}')).toBe(2);
    expect(sample(body, 'quadro_jobs{kind="send-digest",state="queued"}')).toBe(5);
    expect(sample(body, 'quadro_jobs_overdue_seconds{kind="deliver-mail"}')).toBe(90);
    // Five waiting, none of them due yet.
    expect(sample(body, 'quadro_jobs_overdue_seconds{kind="send-digest"}')).toBe(0);

    probe.jobs = [{ kind: 'deliver-mail', state: 'queued', count: 0, overdueSeconds: 0 }];
    ({ body } = await scrape(app));
    expect(sample(body, 'quadro_jobs{kind="deliver-mail",state="queued"}')).toBe(0);
    expect(sample(body, 'quadro_jobs{kind="deliver-mail",state="failed"}')).toBeUndefined();
    expect(sample(body, 'quadro_jobs{kind="send-digest",state="queued"}')).toBeUndefined();
  });

  it('still answers a scrape when the jobs cannot be counted, without their series', async () => {
    const { app, probe } = await buildTestApp();
    probe.jobs = new Error('database away');
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE quadro_jobs gauge');
    expect(response.body).not.toContain('quadro_jobs{');
  });

  it('counts job runs by kind and outcome, and times them', async () => {
    const { app } = await buildTestApp();
    app.metrics.observeJobRun('deliver-mail', 'done', 0.02);
    app.metrics.observeJobRun('deliver-mail', 'done', 0.03);
    app.metrics.observeJobRun('deliver-mail', 'retry', 1.5);
    app.metrics.observeJobRun('deliver-mail', 'failed', 0.5);
    const { body } = await scrape(app);
    expect(sample(body, 'quadro_job_runs_total{kind="deliver-mail",outcome="done"}')).toBe(2);
    expect(sample(body, 'quadro_job_runs_total{kind="deliver-mail",outcome="retry"}')).toBe(1);
    expect(sample(body, 'quadro_job_runs_total{kind="deliver-mail",outcome="failed"}')).toBe(1);
    expect(sample(body, 'quadro_job_duration_seconds_count{kind="deliver-mail"}')).toBe(4);
    expect(sample(body, 'quadro_job_duration_seconds_sum{kind="deliver-mail"}')).toBeCloseTo(2.05);
  });

  it('keeps each app’s counts apart', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    await first.app.inject({ method: 'GET', url: `/things/${THING_ID}` });
    const series = 'http_requests_total{method="GET",route="/things/:id",status="200"}';
    expect(sample((await scrape(first.app)).body, series)).toBe(1);
    expect(sample((await scrape(second.app)).body, series)).toBeUndefined();
  });

  describe('with a token', () => {
    it.each([
      ['no header', undefined],
      ['a wrong token', `Bearer ${TOKEN}x`],
      ['a shorter token', 'Bearer segredo'],
      ['another scheme', `Basic ${TOKEN}`],
    ])('refuses a scrape with %s', async (_case, authorization) => {
      const { app } = await buildTestApp({ token: TOKEN });
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Não autenticado', code: 'UNAUTHORIZED' });
      expect(response.body).not.toContain('http_requests_total');
    });

    it('serves the right token', async () => {
      const { app } = await buildTestApp({ token: TOKEN });
      await scrape(app, 'Bearer errado');
      const response = await scrape(app, `bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('# TYPE http_requests_total counter');
      // Refusals are counted like any answer; the token itself is in no label.
      expect(
        sample(response.body, 'http_requests_total{method="GET",route="/metrics",status="401"}'),
      ).toBe(1);
      expect(response.body).not.toContain(TOKEN);
    });
  });
});
