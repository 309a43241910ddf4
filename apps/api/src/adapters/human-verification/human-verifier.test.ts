import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestContext,
} from '../../../test/harness.js';

/** A local stand-in for Turnstile's siteverify, speaking its form-in, JSON-out protocol. */
let server: Server;
let verifyUrl: string;
const calls: URLSearchParams[] = [];
let answer: () => { status: number; body: string } = () => ({
  status: 200,
  body: '{"success":true}',
});

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

let ctx: TestContext;
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    calls.push(form);
    const { status, body } =
      form.get('response') === 'good-token'
        ? answer()
        : { status: 200, body: '{"success":false,"error-codes":["invalid-input-response"]}' };
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  ctx = await createTestApp({
    env: {
      TURNSTILE_SECRET_KEY: 'secret-123',
      TURNSTILE_SITE_KEY: 'site-abc',
      TURNSTILE_VERIFY_URL: verifyUrl,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

const register = (turnstileToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Ana', email: uniqueEmail(), password: STRONG_PASSWORD, turnstileToken },
  });

describe('Turnstile verification', () => {
  it('publishes the site key only when a secret is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.json()).toMatchObject({
      turnstileSiteKey: 'site-abc',
      priceCents: 9990,
      trialDays: 7,
    });
  });

  it('sends secret, token and remote IP to siteverify and accepts a passed challenge', async () => {
    calls.length = 0;
    const response = await register('good-token');
    expect(response.statusCode).toBe(201);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('secret')).toBe('secret-123');
    expect(calls[0]?.get('response')).toBe('good-token');
    expect(calls[0]?.get('remoteip')).toBe('127.0.0.1');
  });

  it('refuses a failed challenge and the development token once a secret is set', async () => {
    for (const token of ['bad-token', DEV_TURNSTILE_TOKEN]) {
      const response = await register(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('HUMAN_VERIFICATION_FAILED');
    }
  });

  it('answers 503 when siteverify is broken, without creating the account', async () => {
    answer = () => ({ status: 500, body: 'oops' });
    const response = await register('good-token');
    answer = () => ({ status: 200, body: '{"success":true}' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('HUMAN_VERIFICATION_UNAVAILABLE');
  });
});
