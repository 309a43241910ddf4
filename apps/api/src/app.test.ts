import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { openTestDatabase, STRONG_PASSWORD, TEST_JWT_SECRET } from '../test/harness.js';

let app: App;
let database: Database;
const logLines: string[] = [];
const webDist = mkdtempSync(path.join(tmpdir(), 'quadro-web-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Quadro</title><div id="root"></div>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  const script = 'console.log("quadro");'.repeat(100);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'info',
    RATE_LIMITS: 'off',
    DATA_DIR: path.join(webDist, 'data'),
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  app = await buildApp({
    config: { ...config, jwtSecret: TEST_JWT_SECRET, webDistDir: webDist },
    database,
    logger: { ...(loggerOptions('info') as object), stream } as never,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
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

  it('keeps passwords, tokens and query strings out of the logs', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        name: 'Log',
        email: 'log@example.com',
        password: STRONG_PASSWORD,
        turnstileToken: DEV_TURNSTILE_TOKEN,
      },
    });
    const { token, refreshToken } = register.json();
    await app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({ method: 'GET', url: '/verify-email?token=secret-link-token' });
    await app.close();
    const logs = logLines.join('\n');
    expect(logs).toContain('/verify-email');
    for (const secret of [
      STRONG_PASSWORD,
      token,
      refreshToken,
      'secret-link-token',
      DEV_TURNSTILE_TOKEN,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

// A pino instance is what Fastify builds from loggerOptions; make sure the options are valid.
it('builds a valid pino logger from the options', () => {
  expect(() => pino(loggerOptions('info') as pino.LoggerOptions)).not.toThrow();
});
