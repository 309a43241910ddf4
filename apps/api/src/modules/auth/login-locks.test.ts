import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginAccountFailures,
  loginFailures,
  trustedDevices,
} from '../../platform/db/schema/index.js';
import { hashToken, randomToken } from '../../platform/session/random-tokens.js';
import {
  createTestApp,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { linkIn } from '../../../test/mailbox.js';
import { ACCOUNT_LOGIN_CAP, TRUSTED_DEVICE } from './auth.service.js';

// Request limits off: what is under test is the lock, which stays on without them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WRONG = 'Errada-Senha-1!';

const login = (email: string, password: string, remoteAddress: string, deviceToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    payload: { email, password, turnstileToken: DEV_TURNSTILE_TOKEN, deviceToken },
  });

const ipLockedMessage =
  /^Muitas tentativas de login com este email\. Aguarde (\d+) minutos? ou redefina sua senha em "Esqueceu a senha\?"\.$/;
const accountLocked = {
  error:
    'Muitas tentativas de login nesta conta. Por segurança, entre por um navegador em que você já acessou o Quadro ou redefina sua senha em "Esqueceu a senha?".',
  code: 'LOGIN_ACCOUNT_LOCKED',
};

/** A registered user with the device token the registering browser was given. */
async function userWithDevice(): Promise<RegisteredUser & { deviceToken: string }> {
  const email = uniqueEmail();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: {
      name: 'Maria Silva',
      email,
      password: 'Senha-Forte-123',
      turnstileToken: DEV_TURNSTILE_TOKEN,
    },
  });
  expect(response.statusCode).toBe(201);
  const json = response.json();
  return { ...json, id: json.user.id, name: 'Maria Silva', email, password: 'Senha-Forte-123' };
}

/** Wrong passwords from `count` distinct IPs of the block, five each: the most one IP gets. */
async function failFrom(email: string, block: string, ips: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let ip = 1; ip <= ips; ip += 1)
    for (let i = 0; i < 5; i += 1)
      statuses.push((await login(email, WRONG, `${block}.${ip}`)).statusCode);
  return statuses;
}

/** The account's total of failures, as if that many had been counted today. */
const setAccountFailures = (email: string, failures: number) =>
  ctx.database.db
    .insert(loginAccountFailures)
    .values({ emailHash: hashToken(email), failures, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: loginAccountFailures.emailHash,
      set: { failures, windowStartedAt: new Date() },
    });

async function resetPassword(email: string, password: string) {
  await ctx.app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
  const token = linkIn(
    await ctx.mailbox.waitFor(email, /Redefinição/),
    '/reset-password',
  ).searchParams.get('token');
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/reset-password',
    payload: { token, password },
  });
  expect(reset.statusCode).toBe(200);
}

describe('failed logins lock the e-mail for their IP only', () => {
  it('checks at most 5 of 120 guesses from 10 IPs each, and lets the owner in from an 11th', async () => {
    const user = await createUser(ctx);
    const checked = new Map<string, number>();
    for (let i = 0; i < 120; i += 1) {
      const ip = `10.0.0.${(i % 10) + 1}`;
      const response = await login(user.email, `Errada-${i}-Senha!`, ip);
      // 401 means the password was checked; a lock answers before that.
      if (response.statusCode === 401) checked.set(ip, (checked.get(ip) ?? 0) + 1);
      else expect(response.json().code).toBe('LOGIN_LOCKED');
    }
    expect([...checked.values()]).toEqual(Array(10).fill(5));

    const owner = await login(user.email, user.password, '10.0.0.11');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
    // The guessers stay locked out.
    const again = await login(user.email, user.password, '10.0.0.1');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(ipLockedMessage);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles an e-mail without an account exactly the same way', async () => {
    const user = await createUser(ctx);
    const answers = async (email: string) => {
      const responses = [];
      for (let i = 0; i < 7; i += 1) responses.push(await login(email, WRONG, '10.1.0.1'));
      responses.push(await login(email, WRONG, '10.1.0.2'));
      return responses.map((r) => ({ status: r.statusCode, body: r.json() }));
    };
    const known = await answers(user.email);
    const unknown = await answers(uniqueEmail('ghost'));
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 401]);
  });

  it('doubles the wait after each failure past the fifth, up to an hour, for that IP', async () => {
    const user = await createUser(ctx);
    const unlock = () =>
      ctx.database.db
        .update(loginFailures)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(
          and(eq(loginFailures.emailHash, hashToken(user.email)), eq(loginFailures.ip, '10.2.0.1')),
        );
    for (let i = 0; i < 5; i += 1) await login(user.email, WRONG, '10.2.0.1');
    const waits: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const refused = await login(user.email, WRONG, '10.2.0.1');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.json().error.match(ipLockedMessage)[1]));
      // Another IP is not held back.
      expect((await login(user.email, WRONG, `10.2.1.${round}`)).statusCode).toBe(401);
      await unlock();
      expect((await login(user.email, WRONG, '10.2.0.1')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('counts an IPv6 /64 as one IP', async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push((await login(user.email, WRONG, `2001:db8:0:1::${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(user.email, user.password, '2001:db8:0:2::1')).statusCode).toBe(200);
  });

  it("clears the count of the IP that signs in, not the other IPs'", async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login(user.email, WRONG, '10.3.0.1')).statusCode);
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login(user.email, WRONG, '10.3.0.2')).statusCode);
    statuses.push((await login(user.email, user.password, '10.3.0.2')).statusCode);
    for (let i = 0; i < 5; i += 1)
      statuses.push((await login(user.email, WRONG, '10.3.0.2')).statusCode);
    statuses.push((await login(user.email, WRONG, '10.3.0.1')).statusCode);
    statuses.push((await login(user.email, WRONG, '10.3.0.1')).statusCode);
    expect(statuses).toEqual([
      ...[401, 401, 401, 401],
      ...[401, 401, 401, 401, 200],
      ...[401, 401, 401, 401, 401],
      ...[401, 429],
    ]);
  });
});

describe('failures summed over every IP', () => {
  it('past 100 a day, let in only a browser that signed in before, until a reset lifts it all', async () => {
    const user = await userWithDevice();
    const statuses = await failFrom(user.email, '10.4.0', 20);
    expect(statuses).toEqual(Array(ACCOUNT_LOGIN_CAP.maxFailures).fill(401));

    // A new IP is refused before its password is checked, even the right one.
    for (const password of [WRONG, user.password]) {
      const refused = await login(user.email, password, '10.4.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(accountLocked);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    // The same from a browser that signed in to another account only.
    const other = await userWithDevice();
    expect((await login(user.email, user.password, '10.4.1.1', other.deviceToken)).json()).toEqual(
      accountLocked,
    );

    // The browser that registered gets in, from a new IP too, and keeps its token.
    const known = await login(user.email, user.password, '10.4.1.2', user.deviceToken);
    expect(known.statusCode).toBe(200);
    expect(known.json().deviceToken).toBe(user.deviceToken);
    // Its typo is checked, and counted for its IP.
    expect((await login(user.email, WRONG, '10.4.1.3', user.deviceToken)).statusCode).toBe(401);

    await resetPassword(user.email, 'Nova-Senha-456');
    // Every IP is let in again, the ones that were locked too, with or without a device.
    expect((await login(user.email, 'Nova-Senha-456', '10.4.1.1')).statusCode).toBe(200);
    expect((await login(user.email, 'Nova-Senha-456', '10.4.0.1')).statusCode).toBe(200);
    const [total] = await ctx.database.db
      .select()
      .from(loginAccountFailures)
      .where(eq(loginAccountFailures.emailHash, hashToken(user.email)));
    expect(total?.failures ?? 0).toBe(0);
  });

  it('does not count the right password against the account', async () => {
    const user = await createUser(ctx);
    await setAccountFailures(user.email, ACCOUNT_LOGIN_CAP.maxFailures - 1);
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.email, user.password, `10.5.0.${i}`)).statusCode).toBe(200);
    expect((await login(user.email, WRONG, '10.5.1.1')).statusCode).toBe(401);
    expect((await login(user.email, WRONG, '10.5.1.2')).json()).toEqual(accountLocked);
  });

  it('refuses a forged, expired or worn-out device token past the cap', async () => {
    const user = await userWithDevice();
    await setAccountFailures(user.email, ACCOUNT_LOGIN_CAP.maxFailures);
    const byDevice = (deviceToken: string, password = user.password, ip = '10.6.0.1') =>
      login(user.email, password, ip, deviceToken);

    expect((await byDevice(randomToken())).json()).toEqual(accountLocked);
    const altered = user.deviceToken.slice(0, -1) + (user.deviceToken.endsWith('A') ? 'B' : 'A');
    expect((await byDevice(altered)).json()).toEqual(accountLocked);

    // A stolen token buys a few guesses, not the cap's: its own failures wear it out.
    for (let i = 0; i < TRUSTED_DEVICE.maxFailures; i += 1)
      expect((await byDevice(user.deviceToken, WRONG, `10.6.1.${i}`)).statusCode).toBe(401);
    expect((await byDevice(user.deviceToken, user.password, '10.6.2.1')).json()).toEqual(
      accountLocked,
    );

    // Worn out or expired, it no longer bypasses; a live one with a clean count does.
    const device = and(
      eq(trustedDevices.tokenHash, hashToken(user.deviceToken)),
      eq(trustedDevices.userId, user.id),
    );
    await ctx.database.db
      .update(trustedDevices)
      .set({ failures: 0, expiresAt: new Date(Date.now() - 1000) })
      .where(device);
    expect((await byDevice(user.deviceToken)).json()).toEqual(accountLocked);
    await ctx.database.db
      .update(trustedDevices)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(device);
    expect((await byDevice(user.deviceToken)).statusCode).toBe(200);
  });

  it('never counts two racing requests past either cap', async () => {
    const user = await createUser(ctx);
    const fromOneIp = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, WRONG, '10.7.0.1')),
    );
    expect(fromOneIp.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(fromOneIp.filter((r) => r.statusCode === 429)).toHaveLength(7);

    await setAccountFailures(user.email, ACCOUNT_LOGIN_CAP.maxFailures - 5);
    const fromManyIps = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.email, WRONG, `10.7.1.${i}`)),
    );
    expect(fromManyIps.filter((r) => r.statusCode === 401)).toHaveLength(5);
    const refused = fromManyIps.filter((r) => r.statusCode === 429).map((r) => r.json());
    expect(refused).toEqual(Array(7).fill(accountLocked));
    // The refused attempts were not counted for their IPs either.
    const rows = await ctx.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.emailHash, hashToken(user.email)));
    expect(rows).toHaveLength(1 + 5);
  });
});

describe('device tokens', () => {
  it('are issued at registration and login, kept while live, and stored hashed', async () => {
    const user = await userWithDevice();
    expect(user.deviceToken).toMatch(/^[\w-]{43}$/);
    const again = await login(user.email, user.password, '10.8.0.1', user.deviceToken);
    expect(again.json().deviceToken).toBe(user.deviceToken);
    // Another account signing in on the same browser shares its token.
    const other = await createUser(ctx);
    const shared = await login(other.email, other.password, '10.8.0.1', user.deviceToken);
    expect(shared.json().deviceToken).toBe(user.deviceToken);
    // A token the server never issued is replaced, not adopted.
    const forged = randomToken();
    const replaced = await login(user.email, user.password, '10.8.0.1', forged);
    expect(replaced.json().deviceToken).not.toBe(forged);
    const stored = await ctx.database.db
      .select({ tokenHash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual(
      [hashToken(user.deviceToken), hashToken(replaced.json().deviceToken)].sort(),
    );
  });

  it('keeps the most recent 20 of an account', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < TRUSTED_DEVICE.perUser + 2; i += 1)
      expect((await login(user.email, user.password, '10.9.0.1')).statusCode).toBe(200);
    const stored = await ctx.database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    expect(stored).toHaveLength(TRUSTED_DEVICE.perUser);
  });

  it('answers 400 for a device token that is not a string or too long', async () => {
    const user = await createUser(ctx);
    for (const deviceToken of [42, 'x'.repeat(129)]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: {
          email: user.email,
          password: user.password,
          turnstileToken: DEV_TURNSTILE_TOKEN,
          deviceToken,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Token inválido', code: 'VALIDATION_ERROR' });
    }
  });
});
