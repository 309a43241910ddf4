import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => ctx.close());

describe('rate limits', () => {
  it('answers 429 to a brute force on one account well before 40 tries, even with the right password', async () => {
    const user = await registerUser(ctx.app);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password, turnstileToken: DEV_TURNSTILE_TOKEN },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(`Errada-${i}-Senha!`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().error).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);

    // Another account from the same address is not locked out by it.
    const other = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: {
        email: other.email,
        password: other.password,
        turnstileToken: DEV_TURNSTILE_TOKEN,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('limits forgot-password per address', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits verification resends per user', async () => {
    const user = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/resend-verification',
        headers: { authorization: `Bearer ${user.token}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registrations per IP address, counting invalid ones too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    // Earlier tests in this file registered 2 accounts from the same address.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.at(-1)).toBe(429);
  });
});
