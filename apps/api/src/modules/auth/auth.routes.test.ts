import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, outbox, refreshTokens, users } from '../../platform/db/schema/index.js';
import {
  bearer,
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestContext,
} from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { linkIn } from '../../../test/mailbox.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const login = (email: string, password: string) =>
  post('/v1/auth/login', { email, password, turnstileToken: DEV_TURNSTILE_TOKEN });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });

const sessionEnded = { error: 'Sessão encerrada. Faça login novamente.', code: 'SESSION_REVOKED' };

/** The session (refresh-token family) an access token belongs to. */
function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return payload.sid;
}

/** Ages every spent refresh token of the user by `ms`, instead of waiting. */
async function ageSpentTokens(userId: string, ms: number) {
  await ctx.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - ms) })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));
}

describe('POST /v1/auth/register', () => {
  const valid = () => ({
    name: '  Ana Souza ',
    email: uniqueEmail('Ana').toUpperCase(),
    password: STRONG_PASSWORD,
    turnstileToken: DEV_TURNSTILE_TOKEN,
  });

  it('creates the account with a 7-day trial, lower-cases the e-mail and signs in', async () => {
    const body = valid();
    const before = Date.now();
    const response = await post('/v1/auth/register', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.user).toMatchObject({
      name: 'Ana Souza',
      email: body.email.toLowerCase(),
      emailVerified: false,
      subscriptionStatus: 'trial',
      avatarUrl: null,
    });
    const trialMs = Date.parse(json.user.trialEndsAt) - before;
    expect(trialMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(trialMs).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(json.token).toMatch(/^ey/);
    expect(json.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(json.user).not.toHaveProperty('passwordHash');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: bearer(json.token),
    });
    expect(me.json().user.id).toBe(json.user.id);
  });

  it('stores an argon2id hash, never the password', async () => {
    const user = await registerUser(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it('sends a pt-BR verification e-mail with the link over SMTP', async () => {
    const user = await registerUser(ctx.app, { name: 'Bruno' });
    const mail = await ctx.mailbox.waitFor(user.email, /Confirme seu email/);
    expect(mail.subject).toBe('Confirme seu email no Quadro');
    expect(mail.text).toContain('Olá, Bruno!');
    expect(mail.html).toContain('Confirmar email');
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe('http://quadro.test');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['Aa1!aaaaaaa', 'A senha deve ter pelo menos 12 caracteres'],
    ['aaaaaaaaaaa1!', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['AAAAAAAAAAA1!', 'A senha deve conter pelo menos uma letra minúscula'],
    ['AAAAAAaaaaaa!', 'A senha deve conter pelo menos um número'],
    ['AAAAAAaaaaaa1', 'A senha deve conter pelo menos um caractere especial'],
  ])('refuses the password %j with the rule message', async (password, error) => {
    const body = { ...valid(), password };
    const response = await post('/v1/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()));
    expect(row).toBeUndefined();
  });

  it.each([
    ['name missing', { name: undefined }, 'Nome é obrigatório'],
    ['name blank', { name: '   ' }, 'Nome é obrigatório'],
    ['name of the wrong type', { name: 42 }, 'Nome é obrigatório'],
    ['email missing', { email: undefined }, 'Email é obrigatório'],
    ['email malformed', { email: 'ana@' }, 'Email inválido'],
    ['password missing', { password: undefined }, 'Senha é obrigatória'],
    ['password of the wrong type', { password: 123456789012 }, 'Senha é obrigatória'],
    [
      'verification token missing',
      { turnstileToken: undefined },
      'Por favor, complete a verificação de segurança',
    ],
  ])('answers 400 when the %s', async (_case, patch, error) => {
    const response = await post('/v1/auth/register', { ...valid(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
  });

  it('refuses a wrong human-verification token', async () => {
    const response = await post('/v1/auth/register', { ...valid(), turnstileToken: 'bot' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('answers 400 for malformed JSON, a non-object body and a huge body', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'JSON inválido no corpo da requisição',
      code: 'INVALID_JSON',
    });

    const array = await post('/v1/auth/register', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().code).toBe('VALIDATION_ERROR');

    const huge = await post('/v1/auth/register', { ...valid(), name: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const user = await createUser(ctx);
    const response = await post('/v1/auth/register', {
      ...valid(),
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Este email já está cadastrado',
      code: 'EMAIL_TAKEN',
    });
  });

  it('lets exactly one of two racing registrations of an address through', async () => {
    const body = valid();
    const results = await Promise.all([
      post('/v1/auth/register', body),
      post('/v1/auth/register', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const user = await registerUser(ctx.app);
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    expect(response.json().refreshToken).not.toBe(user.refreshToken);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const user = await registerUser(ctx.app);
    const wrong = await login(user.email, 'Outra-Senha-999');
    const unknown = await login(uniqueEmail('ghost'), 'Outra-Senha-999');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Email ou senha inválidos',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 for missing fields and without the verification token', async () => {
    const missing = await post('/v1/auth/login', { email: 'a@b.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Senha é obrigatória');
    const noToken = await post('/v1/auth/login', { email: 'a@b.com', password: 'x' });
    expect(noToken.json().error).toBe('Por favor, complete a verificação de segurança');
    const badToken = await post('/v1/auth/login', {
      email: 'a@b.com',
      password: 'x',
      turnstileToken: 'nope',
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().code).toBe('HUMAN_VERIFICATION_FAILED');
  });
});

describe('GET /v1/auth/me', () => {
  it('answers 401 without a token, with garbage and with a tampered signature', async () => {
    const user = await createUser(ctx);
    const none = await ctx.app.inject({ method: 'GET', url: '/v1/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');

    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: bearer('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);

    const [header, payload, signature] = user.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: bearer(`${header}.${payload}.${flipped}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('refuses an unsigned (alg none), a foreign-key and an expired token', async () => {
    const user = await createUser(ctx);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, iss: 'quadro' })}.`;
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('quadro')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ sid: sessionOf(user.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('quadro')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [unsigned, foreign]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v1/auth/me',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: bearer(expired),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Sessão expirada', code: 'TOKEN_EXPIRED' });
  });

  it('refuses a well-signed token without an expiry, a session or a subject', async () => {
    const user = await createUser(ctx);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const signed = (claims: { sid?: string }, build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('quadro')).sign(key);
    const sid = sessionOf(user.token);
    const tokens = {
      'no exp': await signed({ sid }, (jwt) => jwt.setSubject(user.id)),
      'no sid': await signed({}, (jwt) => jwt.setSubject(user.id).setExpirationTime('5m')),
      'no sub': await signed({ sid }, (jwt) => jwt.setExpirationTime('5m')),
      'sid not a uuid': await signed({ sid: 'x' }, (jwt) =>
        jwt.setSubject(user.id).setExpirationTime('5m'),
      ),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await me(token);
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({
        error: 'Sessão inválida',
        code: 'INVALID_ACCESS_TOKEN',
      });
    }
    // The same claims with an expiry are accepted: only the missing claim was wrong.
    const complete = await signed({ sid }, (jwt) =>
      jwt.setSubject(user.id).setExpirationTime('5m'),
    );
    expect((await me(complete)).statusCode).toBe(200);
  });

  it('refuses a token whose session belongs to another user', async () => {
    const [alice, bob] = [await createUser(ctx), await createUser(ctx)];
    const forged = await new SignJWT({ sid: sessionOf(bob.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setIssuer('quadro')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(forged)).json()).toEqual(sessionEnded);
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const user = await createUser(ctx);
    const response = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(response.statusCode).toBe(200);
    const { token, refreshToken } = response.json();
    expect(refreshToken).not.toBe(user.refreshToken);
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the session in the new access token', async () => {
    const user = await createUser(ctx);
    const { token } = (await post('/v1/auth/refresh', { refreshToken: user.refreshToken })).json();
    expect(sessionOf(user.token)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionOf(token)).toBe(sessionOf(user.token));
  });

  it('revokes the whole family when a token spent over 10 seconds ago is presented again', async () => {
    const user = await createUser(ctx);
    const first = (await post('/v1/auth/refresh', { refreshToken: user.refreshToken })).json();
    // Remembered live by this instance, which must forget it with the session.
    for (const token of [user.token, first.token]) expect((await me(token)).statusCode).toBe(200);
    await ageSpentTokens(user.id, 10_500);
    const reuse = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      error: 'Sessão inválida ou expirada',
      code: 'INVALID_REFRESH_TOKEN',
    });
    const legitimate = await post('/v1/auth/refresh', { refreshToken: first.refreshToken });
    expect(legitimate.statusCode).toBe(401);
    // The access tokens of the session end with it.
    for (const token of [user.token, first.token])
      expect((await me(token)).json()).toEqual(sessionEnded);
  });

  it('accepts a token spent less than 10 seconds ago again, in the same session', async () => {
    const user = await createUser(ctx);
    const tabA = (await post('/v1/auth/refresh', { refreshToken: user.refreshToken })).json();
    await ageSpentTokens(user.id, 9_000);
    const tabB = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(tabB.statusCode).toBe(200);
    const second = tabB.json();
    expect(second.refreshToken).not.toBe(tabA.refreshToken);
    expect(sessionOf(second.token)).toBe(sessionOf(tabA.token));
    for (const token of [user.token, tabA.token, second.token])
      expect((await me(token)).statusCode).toBe(200);
    // Both children rotate on: nothing was revoked.
    for (const refreshToken of [tabA.refreshToken, second.refreshToken])
      expect((await post('/v1/auth/refresh', { refreshToken })).statusCode).toBe(200);
  });

  it('does not touch the other sessions of the user when one family is revoked', async () => {
    const user = await createUser(ctx);
    const other = (await login(user.email, user.password)).json();
    await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    await ageSpentTokens(user.id, 60_000);
    expect((await post('/v1/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(
      401,
    );
    const response = await post('/v1/auth/refresh', { refreshToken: other.refreshToken });
    expect(response.statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('lets two tabs refreshing with the same token at once both keep the session', async () => {
    const user = await createUser(ctx);
    const results = await Promise.all([
      post('/v1/auth/refresh', { refreshToken: user.refreshToken }),
      post('/v1/auth/refresh', { refreshToken: user.refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json());
    expect(a.refreshToken).not.toBe(b.refreshToken);
    expect((await post('/v1/auth/refresh', { refreshToken: a.refreshToken })).statusCode).toBe(200);
    expect((await post('/v1/auth/refresh', { refreshToken: b.refreshToken })).statusCode).toBe(200);
  });

  it('answers 401 for an unknown or expired token and 400 without one', async () => {
    const unknown = await post('/v1/auth/refresh', { refreshToken: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(401);
    const user = await createUser(ctx);
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const expired = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(expired.statusCode).toBe(401);
    const missing = await post('/v1/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Token inválido');
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the session: its refresh token and its access token stop working', async () => {
    const user = await createUser(ctx);
    const other = (await login(user.email, user.password)).json();
    expect((await me(user.token)).statusCode).toBe(200);
    const response = await post(
      '/v1/auth/logout',
      { refreshToken: user.refreshToken },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(204);
    const refresh = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(sessionEnded);
    // Another login of the same user goes on.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('ends the session of the refresh token alone, without an access token', async () => {
    const user = await createUser(ctx);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await post('/v1/auth/logout', { refreshToken: user.refreshToken })).statusCode).toBe(
      204,
    );
    expect((await me(user.token)).json()).toEqual(sessionEnded);
  });

  it("ends the access token's session when there is no body", async () => {
    const bodies = [
      { payload: undefined, headers: {} },
      { payload: {}, headers: {} },
      { payload: '', headers: { 'content-type': 'application/json' } },
    ];
    for (const { payload, headers } of bodies) {
      const user = await createUser(ctx);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/logout',
        payload,
        headers: { ...headers, ...bearer(user.token) },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(204);
      expect((await me(user.token)).json()).toEqual(sessionEnded);
      const refresh = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
      expect(refresh.statusCode).toBe(401);
    }
  });

  it('answers 204 without anything to end, and 400 for a wrong-typed or malformed body', async () => {
    expect((await post('/v1/auth/logout')).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', {})).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', {}, bearer('abc.def.ghi'))).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', { refreshToken: 12 })).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
  });
});

describe('caching', () => {
  it('marks every /v1/auth response no-store, errors included, but the signed-in read', async () => {
    const user = await createUser(ctx);
    const responses = [
      await post('/v1/auth/register', {}),
      await login(user.email, user.password),
      await login(user.email, 'Outra-Senha-999'),
      await post('/v1/auth/refresh', { refreshToken: user.refreshToken }),
      await me('garbage'),
      await post('/v1/auth/forgot-password', { email: user.email }),
      await post('/v1/auth/logout', {}),
    ];
    for (const response of responses) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
    expect(responses.map((r) => r.statusCode)).toEqual([400, 200, 401, 200, 401, 200, 204]);
    const profile = await me(user.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('e-mail verification', () => {
  it('verifies the address through the e-mailed link, once', async () => {
    const user = await registerUser(ctx.app);
    const token = linkIn(
      await ctx.mailbox.waitFor(user.email, /Confirme/),
      '/verify-email',
    ).searchParams.get('token');
    const response = await post('/v1/auth/verify-email', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email verificado com sucesso!' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: bearer(user.token),
    });
    expect(me.json().user.emailVerified).toBe(true);

    const again = await post('/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_EMAIL_TOKEN');
  });

  it('refuses garbage, a missing token and an expired one', async () => {
    expect((await post('/v1/auth/verify-email', { token: 'garbage' })).statusCode).toBe(400);
    const missing = await post('/v1/auth/verify-email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Token inválido');

    const user = await registerUser(ctx.app);
    const token = linkIn(
      await ctx.mailbox.waitFor(user.email, /Confirme/),
      '/verify-email',
    ).searchParams.get('token');
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    expect((await post('/v1/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('resends a new link that supersedes the old one', async () => {
    const user = await registerUser(ctx.app);
    const oldLink = linkIn(await ctx.mailbox.waitFor(user.email, /Confirme/), '/verify-email');
    const response = await post('/v1/auth/resend-verification', undefined, bearer(user.token));
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => ctx.mailbox.received.filter((mail) => mail.to === user.email).length)
      .toBe(2);
    const newLink = linkIn(await ctx.mailbox.waitFor(user.email, /Confirme/), '/verify-email');
    expect(newLink.href).not.toBe(oldLink.href);
    expect(
      (await post('/v1/auth/verify-email', { token: oldLink.searchParams.get('token') }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/v1/auth/verify-email', { token: newLink.searchParams.get('token') }))
        .statusCode,
    ).toBe(200);

    const verified = await post('/v1/auth/resend-verification', undefined, bearer(user.token));
    expect(verified.statusCode).toBe(409);
    expect(verified.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('answers 401 to a resend without a session', async () => {
    expect((await post('/v1/auth/resend-verification')).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const message =
    'Se o email existir em nosso sistema, você receberá instruções para redefinir sua senha.';

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const user = await createUser(ctx);
    const ghost = uniqueEmail('ghost');
    const known = await post('/v1/auth/forgot-password', { email: user.email });
    const unknown = await post('/v1/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message });
    expect(unknown.json()).toEqual({ message });
    const without = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(without(unknown.headers)).toEqual(without(known.headers));
    const mail = await ctx.mailbox.waitFor(user.email, /Redefinição de senha/);
    expect(mail.subject).toBe('Redefinição de senha do Quadro');
    expect(linkIn(mail, '/reset-password').origin).toBe('http://quadro.test');
    await ctx.app.jobs.drain();
    expect(ctx.mailbox.received.some((m) => m.to === ghost)).toBe(false);
    // The sent e-mail keeps who and what, not the link; the unknown address leaves no trace.
    const rows = await ctx.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [user.email, ghost]));
    expect(rows.filter((row) => row.recipient === ghost)).toEqual([]);
    const sent = rows.find((row) => row.subject === 'Redefinição de senha do Quadro');
    expect(sent).toMatchObject({ recipient: user.email, text: '', html: '' });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('does the same database work for a known and an unknown address before answering', async () => {
    const statements: string[] = [];
    const quiet = await createTestApp({ onQuery: (query) => statements.push(query) });
    try {
      // Without the job runner, what runs is what the request itself runs.
      await quiet.app.jobs.stop();
      const user = await createUser(quiet);
      const run = async (email: string) => {
        statements.length = 0;
        const response = await quiet.app.inject({
          method: 'POST',
          url: '/v1/auth/forgot-password',
          payload: { email },
        });
        expect(response.statusCode).toBe(200);
        return [...statements];
      };
      const known = await run(user.email);
      const unknown = await run(uniqueEmail('ghost'));
      expect(unknown).toEqual(known);
      expect(known.length).toBeGreaterThan(0);
      expect(known.some((query) => query.includes('"users"'))).toBe(false);
    } finally {
      await quiet.close();
    }
  });

  it('answers 400 for a malformed address', async () => {
    const response = await post('/v1/auth/forgot-password', { email: 'não-é-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Email inválido');
  });

  it('resets the password through the link, once, and ends every session', async () => {
    const user = await createUser(ctx);
    const otherSession = (await login(user.email, user.password)).json();
    for (const session of [user, otherSession])
      expect((await me(session.token)).statusCode).toBe(200);
    await post('/v1/auth/forgot-password', { email: user.email });
    const token = linkIn(
      await ctx.mailbox.waitFor(user.email, /Redefinição/),
      '/reset-password',
    ).searchParams.get('token');

    const weak = await post('/v1/auth/reset-password', { token, password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('A senha deve ter pelo menos 12 caracteres');

    const newPassword = 'Nova-Senha-456';
    const response = await post('/v1/auth/reset-password', { token, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    for (const refreshToken of [user.refreshToken, otherSession.refreshToken]) {
      expect((await post('/v1/auth/refresh', { refreshToken })).statusCode).toBe(401);
    }
    for (const token of [user.token, otherSession.token]) {
      expect((await me(token)).json()).toEqual(sessionEnded);
    }
    const reuse = await post('/v1/auth/reset-password', { token, password: 'Outra-Senha-789' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_EMAIL_TOKEN');
  });

  it('refuses an expired reset token and garbage', async () => {
    const user = await createUser(ctx);
    await post('/v1/auth/forgot-password', { email: user.email });
    const token = linkIn(
      await ctx.mailbox.waitFor(user.email, /Redefinição/),
      '/reset-password',
    ).searchParams.get('token');
    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    expect(
      (await post('/v1/auth/reset-password', { token, password: 'Nova-Senha-456' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/v1/auth/reset-password', { token: 'x', password: 'Nova-Senha-456' }))
        .statusCode,
    ).toBe(400);
  });
});
