import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createWorkspaceFixture } from '../../../test/factories.js';
import {
  bearer,
  createTestApp,
  registerUser,
  statementRecorder,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestContext,
} from '../../../test/harness.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { WRITE_BUDGET } from './rate-limits.js';

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

  it('limits searches per user, whatever the address', async () => {
    const user = await registerUser(ctx.app);
    const search = (i: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/search?q=reuniao${i}`,
        remoteAddress: `10.13.0.${i % 200}`,
        headers: bearer(user.token),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) statuses.push((await search(i)).statusCode);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses[120]).toBe(429);
    const other = await registerUser(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/v1/search?q=reuniao',
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(200);
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

describe('a write budget per user, across every write route', () => {
  const recorder = statementRecorder();
  let budget: TestContext;
  let sibling: App;
  beforeAll(async () => {
    budget = await createTestApp({ env: { RATE_LIMITS: 'on' }, onQuery: recorder.onQuery });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'on',
      PUBLIC_URL: 'http://quadro.test',
      SMTP_URL: budget.mailbox.url,
      DATA_DIR: '/nonexistent-test-data-dir',
    });
    sibling = await buildApp({
      config: { ...config, jwtSecret: TEST_JWT_SECRET },
      database: budget.database,
    });
    await sibling.ready();
  });
  afterAll(async () => {
    await sibling?.close();
    await budget?.close();
  });

  const { max } = WRITE_BUDGET;
  const counterStatements = () =>
    recorder.statements.filter((statement) => statement.includes('"rate_limit_counters"'));

  it(`refuses a user's write number ${max + 1} on any route, comments included, not their reads nor another user's writes`, async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(budget);
    const other = await createWorkspaceFixture(budget, 'Equipe Beta');
    const call = as(budget, owner);
    const card = board.lists[0]!.cards[0]!;
    const comment = () =>
      call('POST', `/v1/comments/card/${card.id}`, { content: 'Mais um comentário' });

    recorder.reset();
    const statuses: number[] = [];
    // Reads in between spend nothing, and never touch the counters.
    for (let i = 0; i < 40; i += 1)
      expect((await call('GET', `/v1/boards/${board.id}`)).statusCode).toBe(200);
    expect(counterStatements()).toEqual([]);
    // The fixture's own writes (the workspace) spent one already.
    for (let i = 1; i < max; i += 1) statuses.push((await comment()).statusCode);
    expect(statuses).toEqual(Array(max - 1).fill(201));
    // A write costs a statement on the counters once a batch, not each time.
    expect(counterStatements().length).toBeLessThanOrEqual(Math.ceil(max / WRITE_BUDGET.batch));

    const refused = [
      await comment(),
      await call('PATCH', `/v1/cards/${card.id}`, { title: 'Renomeado' }),
      await call('POST', '/v1/lists', { boardId: board.id, name: 'Nova' }),
      await call('DELETE', `/v1/workspaces/${workspace.id}/members/${owner.id}`),
      await call('POST', '/v1/users/ping'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: 'Muitas alterações seguidas. Aguarde alguns instantes e tente novamente.',
        code: 'TOO_MANY_WRITES',
      });
      const wait = Number(response.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Refused writes cost no statement either: the instance knows the window's budget is spent.
    const before = counterStatements().length;
    await comment();
    expect(counterStatements()).toHaveLength(before);

    expect((await call('GET', `/v1/boards/${board.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/comments/card/${card.id}`)).statusCode).toBe(200);
    const theirs = await as(budget, other.owner)('POST', '/v1/cards', {
      listId: other.board.lists[0]!.id,
      title: 'Outro time segue',
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('lets a burst of concurrent comments through up to the budget, and refuses the rest with 429, never 5xx', async () => {
    const { owner, board } = await createWorkspaceFixture(budget);
    const card = board.lists[0]!.cards[0]!;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        as(budget, owner)('POST', `/v1/comments/card/${card.id}`, { content: `Rajada ${i}` }),
      ),
    );
    const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
    expect({ created: count(201), refused: count(429) }).toEqual({
      created: max - 1,
      refused: 200 - (max - 1),
    });
  });

  it('is documented: every /v1 write may answer 429, no read gains it', async () => {
    const doc = (await budget.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const writes = operations.filter(
      ({ path, method }) => path.startsWith('/v1/') && method !== 'get',
    );
    expect(writes.filter(({ operation }) => !operation.responses['429'])).toEqual([]);
    const board = doc.paths['/v1/boards/{id}']!;
    expect(board.get!.responses['429']).toBeUndefined();
    expect(board.patch!.responses['429']).toBeDefined();
  });

  it('is shared by two instances on one database', async () => {
    const { owner, board } = await createWorkspaceFixture(budget);
    const listId = board.lists[0]!.id;
    const statuses: number[] = [];
    for (let i = 1; i < max; i += 1) {
      const app = i % 2 === 0 ? budget.app : sibling;
      const response = await app.inject({
        method: 'POST',
        url: '/v1/cards',
        headers: bearer(owner.token),
        payload: { listId, title: `Cartão ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(max - 1);
    for (const app of [budget.app, sibling]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/cards',
        headers: bearer(owner.token),
        payload: { listId, title: 'Um a mais' },
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('starts over once the window has passed', async () => {
    const { owner, board } = await createWorkspaceFixture(budget);
    const rename = () =>
      as(budget, owner)('PATCH', `/v1/boards/${board.id}`, { name: 'Quadro renomeado' });
    for (let i = 1; i < max; i += 1) await rename();
    expect((await rename()).statusCode).toBe(429);
    await budget.database.db
      .update(rateLimitCounters)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimitCounters.key, `writes|${owner.id}`));
    // This instance still remembers the spent window until it ends; another one asks the database.
    const fresh = await sibling.inject({
      method: 'PATCH',
      url: `/v1/boards/${board.id}`,
      headers: bearer(owner.token),
      payload: { name: 'De novo' },
    });
    expect(fresh.statusCode).toBe(200);
  });
});
