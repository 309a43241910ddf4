import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerUser,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestContext,
} from '../../../test/harness.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { rateLimitCounters } from '../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1', app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password, turnstileToken: DEV_TURNSTILE_TOKEN },
  });

const forgot = (email: string, remoteAddress = '127.0.0.1', app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/forgot-password',
    remoteAddress,
    payload: { email },
  });

describe('limits per address across accounts', () => {
  it('refuses one address trying 40 accounts before the end', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await login(uniqueEmail('alvo'), 'Errada-Senha-1!', '10.5.0.1')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    // Another address is not affected.
    expect((await login(uniqueEmail('alvo'), 'Errada-Senha-1!', '10.5.0.2')).statusCode).toBe(401);
  });

  it('refuses one address asking password resets for many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await forgot(uniqueEmail('alvo'), '10.6.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });

  it('limits forgot-password per address and e-mail', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(email, '10.7.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('counters in the database', () => {
  let second: App;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'on',
      PUBLIC_URL: 'http://quadro.test',
      SMTP_URL: ctx.mailbox.url,
      DATA_DIR: '/nonexistent-test-data-dir',
    });
    second = await buildApp({
      config: { ...config, jwtSecret: TEST_JWT_SECRET },
      database: ctx.database,
    });
    await second.ready();
  });
  afterAll(() => second.close());

  it('are shared by two instances on one database', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second;
      statuses.push((await forgot(email, '10.8.0.1', app)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const user = await registerUser(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second;
      expect((await login(user.email, 'Errada-Senha-1!', '10.8.0.2', app)).statusCode).toBe(401);
    }
    // The lock of that e-mail for that IP holds on both; another IP gets in.
    expect((await login(user.email, user.password, '10.8.0.2', second)).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.8.0.2', ctx.app)).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.8.0.3', second)).statusCode).toBe(200);
  });

  it('count every request of a burst exactly once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        forgot(uniqueEmail('rajada'), '10.9.0.1', i % 2 === 0 ? ctx.app : second),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(4);
    const [row] = await ctx.database.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like '%|10.9.0.1'`);
    expect(row?.count).toBe(14);
  });

  it('start over once the window has passed', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) await forgot(email, '10.10.0.1');
    expect((await forgot(email, '10.10.0.1')).statusCode).toBe(429);
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${rateLimitCounters.key} like ${`%|10.10.0.1|${email}`}`);
    expect((await forgot(email, '10.10.0.1')).statusCode).toBe(200);
  });
});

describe('request limits', () => {
  it('limits verification resends per user', async () => {
    const user = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/resend-verification',
        headers: bearer(user.token),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/resend-verification',
      headers: bearer(user.token),
    });
    expect(refused.json().error).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits workspace and board creation per user, whatever the address', async () => {
    const user = await registerUser(ctx.app);
    const create = (url: string, name: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.12.0.${i % 200}`,
        headers: bearer(user.token),
        payload: { name },
      });
    const workspaces: number[] = [];
    for (let i = 0; i < 21; i += 1)
      workspaces.push((await create('/v1/workspaces', `W${i}`, i)).statusCode);
    expect(workspaces.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(workspaces[20]).toBe(429);

    const { workspaces: mine } = (
      await ctx.app.inject({ method: 'GET', url: '/v1/workspaces', headers: bearer(user.token) })
    ).json<{ workspaces: { id: string }[] }>();
    const boards: number[] = [];
    for (let i = 0; i < 61; i += 1)
      boards.push((await create(`/v1/boards/workspace/${mine[0]!.id}`, `B${i}`, i)).statusCode);
    expect(boards.slice(0, 60)).toEqual(Array(60).fill(201));
    expect(boards[60]).toBe(429);

    // Another user is not held back by the first one's count.
    const other = await registerUser(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers: bearer(other.token),
      payload: { name: 'Outro' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('limits registrations per IP address, counting invalid ones too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        remoteAddress: '10.11.0.1',
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('behind a proxy', () => {
  it('counts the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const behindProxy = await createTestApp({
      env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const from = (client: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/v1/auth/forgot-password',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: 'alguem@example.com' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await from('203.0.113.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Another client behind the same proxy has its own count.
      expect((await from('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }

    // Untrusted, the header is ignored: every request counts for the proxy's own address.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        remoteAddress: '10.12.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: 'alguem@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
