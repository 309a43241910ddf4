import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';

const PUBLIC = new Set([
  'GET /v1/config',
  'POST /v1/auth/register',
  'POST /v1/auth/login',
  'POST /v1/auth/refresh',
  'POST /v1/auth/logout',
  'POST /v1/auth/verify-email',
  'POST /v1/auth/forgot-password',
  'POST /v1/auth/reset-password',
  'GET /v1/workspaces/invite/info/:token',
  // An e-mail's unsubscribe link: its signed token is the credential.
  'POST /v1/notifications/unsubscribe',
  // The gateway's notifications: HTTP Basic with the webhook's own credentials (webhooks.test.ts).
  'POST /v1/payments/webhooks/pagarme',
]);
const someId = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every documented /v1 route, as 'METHOD /path' with Fastify's `:param` syntax. */
async function documentedRoutes(): Promise<string[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
}

it('answers 401 on every /v1 route but the public ones when there is no session', async () => {
  const guarded = (await documentedRoutes()).filter((route) => !PUBLIC.has(route));
  expect(guarded.length).toBeGreaterThanOrEqual(20);
  for (const route of guarded) {
    const [method, url] = route.split(' ') as [string, string];
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: url.replace(/:[A-Za-z]+/g, someId),
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect({ route, status: response.statusCode, body: response.json() }).toEqual({
      route,
      status: 401,
      body: { error: 'Não autenticado', code: 'UNAUTHORIZED' },
    });
  }
});
