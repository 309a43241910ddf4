import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { loggerOptions } from './logger.js';
import { capturedLogger } from '../test/log-lines.js';
import { loadConfig } from './config.js';
import type { Database } from './platform/db/client.js';
import { users } from './platform/db/schema/index.js';
import { openTestDatabase, STRONG_PASSWORD, TEST_JWT_SECRET } from '../test/harness.js';
import { startMailbox, type Mailbox } from '../test/mailbox.js';

let app: App;
let database: Database;
let mailbox: Mailbox;
const { lines: logLines, logger } = capturedLogger('info');
const webDist = mkdtempSync(path.join(tmpdir(), 'quadro-web-'));
/** As Vite writes it: the board's chunk imports the entry and a shared chunk. */
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_select-s2.js': { file: 'assets/select-s2.js', imports: ['_shared-s1.js'] },
  'src/app/routes/board.tsx': {
    file: 'assets/board-b1.js',
    imports: ['index.html', '_select-s2.js'],
    dynamicImports: ['src/features/board/components/card-detail-dialog.tsx'],
  },
  'src/features/board/components/card-detail-dialog.tsx': { file: 'assets/card-detail-d1.js' },
  'src/app/routes/login.tsx': { file: 'assets/login-l1.js', imports: ['index.html'] },
  'src/early-requests.ts': { file: 'assets/early-requests-e1.js', isEntry: true },
};

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><head><title>Quadro</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<div id="root"></div>',
  );
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(webDist, 'assets'));
  const script = 'console.log("quadro");'.repeat(100);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  database = await openTestDatabase();
  // A real mail server, so no message takes the development outbox (which logs its links).
  mailbox = await startMailbox();
  const config = loadConfig({
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'info',
    RATE_LIMITS: 'off',
    DATA_DIR: path.join(webDist, 'data'),
  });
  app = await buildApp({
    config: { ...config, jwtSecret: TEST_JWT_SECRET, webDistDir: webDist },
    database,
    logger,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
  await database.close();
});

describe('the served app', () => {
  it('answers every client-side route with the SPA and keeps JSON 404s for the API', async () => {
    for (const url of ['/', '/login', '/board/123', '/reset-password?token=abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    const api = await app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: 'Rota não encontrada: GET /v1/nothing/here',
      code: 'NOT_FOUND',
    });
    const post = await app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    // Metrics are off here: a scraper or a person learns so, not from a 200 page.
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({
      error: 'Rota não encontrada: GET /metrics',
      code: 'NOT_FOUND',
    });
  });

  it('names the board’s route chunks in the board pages’ HTML, beside the entry', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    for (const url of ['/', '/board', '/board/123?card=9']) {
      const { body } = await app.inject({ method: 'GET', url });
      expect(body).toContain(preload('assets/board-b1.js'));
      expect(body).toContain(preload('assets/select-s2.js'));
      // Imported by the chunk, not yet linked by the entry: the entry's own are left as Vite wrote them.
      expect(body).toContain(preload('assets/shared-s1.js'));
      expect(body).not.toContain(preload('assets/index-abc123.js'));
      expect(body).not.toContain('card-detail-d1.js');
      // The board's first requests leave before the entry has downloaded (decision 0057).
      expect(body.indexOf('/assets/early-requests-e1.js')).toBeGreaterThan(-1);
      expect(body.indexOf('/assets/early-requests-e1.js')).toBeLessThan(
        body.indexOf('/assets/index-abc123.js'),
      );
      expect(body).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'GET', url: '/login' })).body).toContain(
      preload('assets/login-l1.js'),
    );
    for (const url of ['/billing', '/boards', '/login/x']) {
      const { body } = await app.inject({ method: 'GET', url });
      expect(body).not.toContain('modulepreload');
      expect(body).not.toContain('early-requests');
    }
    const head = await app.inject({ method: 'HEAD', url: '/board/123' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('keeps the build manifest to itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('board-b1.js');
  });

  it('serves the build’s precompressed assets to browsers that accept them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      'console.log("quadro");'.repeat(100),
    );
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a CSP that allows only our scripts and the challenge service', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every kind of answer: API, error, SPA', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self' https://challenges.cloudflare.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://challenges.cloudflare.com;connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/healthz', '/v1/workspaces', '/v1/nada', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/auth/login', '/v1/auth/register', '/v1/config']),
    );
    expect((await app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
  });

  it('compresses large responses', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD for pages as it answers GET, without the body', async () => {
    for (const url of ['/', '/board/123']) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe('');
    }
  });

  it('logs what failed, never what was sent: passwords, hashes, tokens, e-mails or content', async () => {
    // Statements that fail inside the database, as a constraint or a bug would make them fail.
    await database.db.execute(sql`
      create function quadro_forced_failure() returns trigger language plpgsql
        as $$ begin raise exception 'forced failure'; end $$`);
    await database.db.execute(sql`
      create trigger users_forced_failure before insert on users for each row
        when (new.name = 'Falha Forçada') execute function quadro_forced_failure()`);
    await database.db.execute(sql`
      create trigger cards_forced_failure before insert on cards for each row
        when (new.title like 'Segredo%') execute function quadro_forced_failure()`);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });

    const failedEmail = 'falha.registro@example.com';
    const failed = await post('/v1/auth/register', {
      name: 'Falha Forçada',
      email: failedEmail,
      password: STRONG_PASSWORD,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    expect(failed.statusCode).toBe(500);

    const email = 'registro.ok@example.com';
    const register = await post('/v1/auth/register', {
      name: 'Registro',
      email,
      password: STRONG_PASSWORD,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    const { token, refreshToken } = register.json<{ token: string; refreshToken: string }>();
    const auth = { authorization: `Bearer ${token}` };
    const wrongPassword = 'Outra-Senha-456!';
    const refused = await post('/v1/auth/login', {
      email,
      password: wrongPassword,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    expect(refused.statusCode).toBe(401);
    const badRefresh = 'refresh-token-que-nao-existe-0123456789';
    expect((await post('/v1/auth/refresh', { refreshToken: badRefresh })).statusCode).toBe(401);
    expect((await post('/v1/auth/refresh', { refreshToken })).statusCode).toBe(200);

    const workspace = await post('/v1/workspaces', { name: 'Área Confidencial' }, auth);
    const listId = (
      await app.inject({
        method: 'GET',
        url: `/v1/boards/${workspace.json<{ board: { id: string } }>().board.id}`,
        headers: auth,
      })
    ).json<{ board: { lists: { id: string }[] } }>().board.lists[0]!.id;
    const cardTitle = 'Segredo: plano de aquisição';
    const card = await post('/v1/cards', { listId, title: cardTitle, description: 'x' }, auth);
    expect(card.statusCode).toBe(500);
    await app.inject({ method: 'GET', url: '/verify-email?token=secret-link-token' });
    // An invite's token travels in the path: the log names the route, not the URL.
    await app.inject({ method: 'GET', url: '/v1/workspaces/invite/info/segredo-de-convite-123' });

    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await app.close();
    const logs = logLines.join('\n');
    expect(logs).toContain('/verify-email');
    expect(logs).toContain('/v1/workspaces/invite/info/:token');
    expect(logs).toContain('unhandled error');
    for (const secret of [
      STRONG_PASSWORD,
      wrongPassword,
      user!.passwordHash,
      '$argon2id$',
      token,
      refreshToken,
      badRefresh,
      'secret-link-token',
      'segredo-de-convite-123',
      DEV_TURNSTILE_TOKEN,
      email,
      failedEmail,
      'Área Confidencial',
      cardTitle,
    ]) {
      expect(logs, `the log quotes ${secret}`).not.toContain(secret);
    }
  });
});

// A pino instance is what Fastify builds from loggerOptions; make sure the options are valid.
it('builds a valid pino logger from the options', () => {
  expect(() => pino(loggerOptions('info') as pino.LoggerOptions)).not.toThrow();
});
