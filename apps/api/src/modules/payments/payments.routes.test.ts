import type { SubscriptionStatus, User } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../platform/db/schema/index.js';
import { endPaidPeriod, endTrial, validCheckout } from '../../../test/checkout.js';
import { as, createUser } from '../../../test/factories.js';
import { startFakeViaCep } from '../../../test/fake-viacep.js';
import {
  createTestApp,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let viaCep: Awaited<ReturnType<typeof startFakeViaCep>>;
beforeAll(async () => {
  viaCep = await startFakeViaCep();
  ctx = await createTestApp({ env: { POSTAL_CODE_URL: viaCep.url } });
});
afterAll(async () => {
  await ctx.close();
  await viaCep.close();
});

const key = (): Record<string, string> => ({ 'idempotency-key': crypto.randomUUID() });

async function statusOf(user: RegisteredUser): Promise<SubscriptionStatus> {
  const response = await as(ctx, user)('GET', '/v1/payments/subscription-status');
  expect(response.statusCode).toBe(200);
  return response.json<SubscriptionStatus>();
}

async function accountStatus(user: RegisteredUser): Promise<User['subscriptionStatus']> {
  return (await as(ctx, user)('GET', '/v1/auth/me')).json<{ user: User }>().user.subscriptionStatus;
}

const subscribe = (user: RegisteredUser, body = validCheckout(), headers = key()) =>
  as(ctx, user)('POST', '/v1/payments/subscribe', body, headers);

const paymentsOf = (userId: string) =>
  ctx.database.db.select().from(payments).where(eq(payments.userId, userId));

const subscriptionOf = async (userId: string) =>
  (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('subscription status', () => {
  it('starts as a 7-day trial, on the status call and on the account', async () => {
    // Registered through the route: the trial under test is the one registration starts.
    const user = await registerUser(ctx.app);
    const status = await statusOf(user);
    expect(status).toMatchObject({
      hasSubscription: false,
      status: 'trialing',
      isTrialing: true,
      currentPlan: null,
      currentPeriodEnd: null,
    });
    expect(Date.parse(status.trialEndsAt!) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(Date.parse(status.trialEndsAt!) - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(await accountStatus(user)).toBe('trial');
  });

  it('turns into trial_expired when the clock passes the trial', async () => {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    expect(await statusOf(user)).toMatchObject({
      status: 'trial_expired',
      isTrialing: false,
      hasSubscription: false,
    });
    expect(await accountStatus(user)).toBe('trial_expired');
  });

  it('answers 401 without a session', async () => {
    const response = await as(ctx, null)('GET', '/v1/payments/subscription-status');
    expect(response.statusCode).toBe(401);
  });
});

describe('subscribe', () => {
  it('charges R$ 99,90 once and makes the plan active for one month', async () => {
    const user = await createUser(ctx);
    const before = new Date();
    const response = await subscribe(user);
    expect(response.statusCode).toBe(200);
    const status = response.json<SubscriptionStatus>();
    expect(status).toMatchObject({
      hasSubscription: true,
      status: 'active',
      isTrialing: false,
      currentPlan: 'MONTHLY',
      renews: true,
      card: { brand: 'visa', last4: '0010' },
      pastDueSince: null,
    });
    const periodEnd = new Date(status.currentPeriodEnd!);
    const monthAhead = new Date(before);
    monthAhead.setUTCMonth(monthAhead.getUTCMonth() + 1);
    expect(Math.abs(periodEnd.getTime() - monthAhead.getTime())).toBeLessThan(3 * DAY_MS);
    expect(periodEnd.getTime()).toBeGreaterThan(before.getTime() + 27 * DAY_MS);
    expect(await statusOf(user)).toEqual(status);
    expect(await accountStatus(user)).toBe('active');

    const [payment, ...others] = await paymentsOf(user.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      status: 'paid',
      amountCents: 9990,
      currency: 'BRL',
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '0010',
      periodNumber: 1,
    });
    expect(await subscriptionOf(user.id)).toMatchObject({ cardBrand: 'visa', cardLast4: '0010' });
  });

  it('lifts an expired trial at once', async () => {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    expect((await subscribe(user)).json<SubscriptionStatus>().status).toBe('active');
  });

  it('refuses a declined card with the reason in pt-BR, and changes nothing', async () => {
    const user = await createUser(ctx);
    const response = await subscribe(user, validCheckout({ cvv: '612' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      error: 'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    });
    expect((await statusOf(user)).status).toBe('trialing');
    expect(await subscriptionOf(user.id)).toBeUndefined();
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['declined']);

    const simulatorDecline = await subscribe(user, validCheckout({ number: '4000000000000028' }));
    expect(simulatorDecline.statusCode).toBe(402);
  });

  it('answers 503 when the gateway fails; the next attempt resumes the same one', async () => {
    const user = await createUser(ctx);
    const response = await subscribe(user, validCheckout({ number: '4000 0000 0000 0044' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    expect(response.json<{ error: string }>().error).toMatch(/^Erro ao processar pagamento/);
    expect((await statusOf(user)).status).toBe('trialing');
    const [unknown] = await paymentsOf(user.id);
    expect(unknown).toMatchObject({ status: 'pending', leasedUntil: null });
    // Its fate is unknown, so the next attempt goes on under the same id (the gateway's key).
    expect((await subscribe(user)).statusCode).toBe(200);
    expect(await paymentsOf(user.id)).toEqual([
      expect.objectContaining({ id: unknown!.id, status: 'paid' }),
    ]);
  });

  it('refuses a second subscription while one is active (409)', async () => {
    const user = await createUser(ctx);
    expect((await subscribe(user)).statusCode).toBe(200);
    const again = await subscribe(user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('answers a retried request from its first attempt, charging once', async () => {
    const user = await createUser(ctx);
    const headers = key();
    const first = await subscribe(user, validCheckout(), headers);
    const retry = await subscribe(user, validCheckout(), headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(user.id)).toHaveLength(1);

    const declinedUser = await createUser(ctx);
    const declinedKey = key();
    await subscribe(declinedUser, validCheckout({ cvv: '612' }), declinedKey);
    const declinedRetry = await subscribe(declinedUser, validCheckout({ cvv: '612' }), declinedKey);
    expect(declinedRetry.statusCode).toBe(402);
    expect(await paymentsOf(declinedUser.id)).toHaveLength(1);
  });

  it('charges once for 20 identical requests sent at once', async () => {
    const user = await createUser(ctx);
    const headers = key();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(user, validCheckout(), headers)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('charges once for 20 double clicks with different keys', async () => {
    const user = await createUser(ctx);
    const responses = await Promise.all(Array.from({ length: 20 }, () => subscribe(user)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'ALREADY_SUBSCRIBED']).toContain(response.json().code);
    }
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('resumes an attempt a crash left pending once its lease is over, under the same id', async () => {
    const user = await createUser(ctx);
    const [stuck] = await ctx.database.db
      .insert(payments)
      .values({
        userId: user.id,
        periodNumber: 1,
        amountCents: 9990,
        currency: 'BRL',
        status: 'pending',
        leasedUntil: new Date(Date.now() + 60_000),
        gateway: 'sandbox',
        cardBrand: 'visa',
        cardLast4: '0010',
      })
      .returning();
    const blocked = await subscribe(user);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });

    await ctx.database.db
      .update(payments)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(payments.userId, user.id));
    expect((await subscribe(user)).statusCode).toBe(200);
    expect(await paymentsOf(user.id)).toEqual([
      expect.objectContaining({ id: stuck!.id, status: 'paid', leasedUntil: null }),
    ]);
  });
});

describe('subscribe: validation', () => {
  // Expiry is judged a day back (the buyer's month may still run), as the schema does.
  const dayAgo = new Date(Date.now() - DAY_MS);
  const thisYear = dayAgo.getFullYear();
  const thisMonth = dayAgo.getMonth() + 1;
  const cases: [string, ReturnType<typeof validCheckout>, string][] = [
    ['CPF check digits', validCheckout({}, { document: '529.982.247-26' }), 'CPF inválido'],
    ['CPF all the same digit', validCheckout({}, { document: '111.111.111-11' }), 'CPF inválido'],
    ['CPF too short', validCheckout({}, { document: '5299822472' }), 'CPF inválido'],
    ['CPF with letters', validCheckout({}, { document: '529.982.247-2x' }), 'CPF inválido'],
    ['empty name', validCheckout({}, { name: '  ' }), 'Nome é obrigatório'],
    ['bad e-mail', validCheckout({}, { email: 'maria@' }), 'Email inválido'],
    ['short phone', validCheckout({}, { phone: '(11) 9876' }), 'Telefone inválido: use DDD e número'],
    ['card number not Luhn', validCheckout({ number: '4000 0000 0000 0011' }), 'Número do cartão inválido'],
    ['card number too short', validCheckout({ number: '4000 0000' }), 'Número do cartão inválido'],
    ['CVV of 2 digits', validCheckout({ cvv: '12' }), 'CVV inválido: use 3 ou 4 dígitos'],
    ['CVV of 5 digits', validCheckout({ cvv: '12345' }), 'CVV inválido: use 3 ou 4 dígitos'],
    ['CVV with letters', validCheckout({ cvv: '12a' }), 'CVV inválido: use 3 ou 4 dígitos'],
    ['expiry month 13', validCheckout({ exp_month: 13 }), 'Mês de validade inválido'],
    ['expiry month 0', validCheckout({ exp_month: 0 }), 'Mês de validade inválido'],
    ['expiry year past', validCheckout({ exp_year: thisYear - 1 }), 'Cartão vencido'],
    ['empty holder', validCheckout({ holder_name: '' }), 'Nome no cartão é obrigatório'],
    ...(thisMonth > 1
      ? [['expiry month past this year', validCheckout({ exp_month: thisMonth - 1, exp_year: thisYear }), 'Cartão vencido'] as [string, ReturnType<typeof validCheckout>, string]]
      : []),
  ]; // prettier-ignore

  const address = (patch: Record<string, unknown>) => {
    const body = validCheckout();
    return { ...body, customer: { ...body.customer, address: { ...body.customer.address, ...patch } } };
  }; // prettier-ignore
  cases.push(
    ['postal code of 7 digits', address({ zipcode: '01001-00' }), 'CEP inválido: use 8 dígitos'],
    ['unknown state', address({ state: 'XX' }), 'Estado inválido'],
    ['lower-case state', address({ state: 'sp' }), 'Estado inválido'],
    ['empty street', address({ street: '' }), 'Rua é obrigatória'],
    ['empty number', address({ street_number: ' ' }), 'Número é obrigatório'],
    ['empty neighbourhood', address({ neighborhood: '' }), 'Bairro é obrigatório'],
    ['empty city', address({ city: '' }), 'Cidade é obrigatória'],
    ['another country', address({ country: 'US' }), 'País inválido: apenas BR'],
    ['another plan', { ...validCheckout(), planType: 'YEARLY' as 'MONTHLY' }, 'Plano inválido'],
    [
      'no customer',
      { ...validCheckout(), customer: undefined as never },
      'Dados do cliente são obrigatórios',
    ],
    [
      'a card that is not an object',
      { ...validCheckout(), card: '4000000000000010' as never },
      'Dados do cartão são obrigatórios',
    ],
    [
      'another payment method',
      { ...validCheckout(), paymentMethod: 'boleto' as 'credit_card' },
      'Forma de pagamento inválida',
    ],
  );

  it.each(cases)('refuses %s with a pt-BR message, charging nothing', async (_, body, message) => {
    const user = await createUser(ctx);
    const response = await subscribe(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect((await statusOf(user)).status).toBe('trialing');
  });

  it('accepts the CPF, postal code, phone and card number masked or not, and no phone', async () => {
    const user = await createUser(ctx);
    const body = validCheckout(
      { number: '4000000000000010' },
      { document: '52998224725', phone: '' },
    );
    expect((await subscribe(user, body)).statusCode).toBe(200);
  });

  it('refuses an idempotency key that is not a UUID', async () => {
    const user = await createUser(ctx);
    const response = await subscribe(user, validCheckout(), { 'idempotency-key': 'abc' });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(user.id)).toEqual([]);
  });
});

describe('cancel', () => {
  it('cancels an active plan at once; the paid period still counts', async () => {
    const user = await createUser(ctx);
    const active = (await subscribe(user)).json<SubscriptionStatus>();
    const response = await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...active,
      status: 'canceled',
      currentPlan: 'MONTHLY',
      renews: false,
    });
    expect(await accountStatus(user)).toBe('canceled');

    await endPaidPeriod(ctx, user.id);
    expect(await statusOf(user)).toMatchObject({ status: 'canceled', currentPlan: null });
  });

  it('refuses without an active plan (409): in the trial, and once cancelled', async () => {
    const user = await createUser(ctx);
    const inTrial = await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    expect(inTrial.statusCode).toBe(409);
    expect(inTrial.json()).toMatchObject({ code: 'NO_ACTIVE_SUBSCRIPTION' });

    await subscribe(user);
    await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    const twice = await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    expect(twice.statusCode).toBe(409);
  });

  it('subscribing again after cancelling adds a month after the paid period', async () => {
    const user = await createUser(ctx);
    const first = (await subscribe(user)).json<SubscriptionStatus>();
    await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    const again = await subscribe(user);
    expect(again.statusCode).toBe(200);
    const renewed = again.json<SubscriptionStatus>();
    expect(renewed.status).toBe('active');
    expect(
      Date.parse(renewed.currentPeriodEnd!) - Date.parse(first.currentPeriodEnd!),
    ).toBeGreaterThan(27 * DAY_MS);
    expect((await paymentsOf(user.id)).map((p) => p.periodNumber).sort()).toEqual([1, 2]);
  });

  it('a lapsed plan is canceled and can be bought again', async () => {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    await subscribe(user);
    await endPaidPeriod(ctx, user.id);
    expect(await statusOf(user)).toMatchObject({ status: 'canceled', currentPlan: null });
    expect((await subscribe(user)).json<SubscriptionStatus>().status).toBe('active');
  });
});

describe('reactivate', () => {
  const reactivate = (user: RegisteredUser) =>
    as(ctx, user)('POST', '/v1/payments/reactivate-subscription');

  it('undoes a cancel while the paid period runs, with no charge', async () => {
    const user = await createUser(ctx);
    const active = (await subscribe(user)).json<SubscriptionStatus>();
    await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    const response = await reactivate(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(active);
    expect(await accountStatus(user)).toBe('active');
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['paid']);
  });

  it('refuses (409) in the trial, on an active plan, and once the period is over', async () => {
    const user = await createUser(ctx);
    const expectRefused = async () => {
      const response = await reactivate(user);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Não há assinatura cancelada com período em andamento para reativar',
        code: 'NO_CANCELED_SUBSCRIPTION',
      });
    };
    await expectRefused();
    await subscribe(user);
    await expectRefused();
    await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    await endPaidPeriod(ctx, user.id);
    await expectRefused();
    expect(await statusOf(user)).toMatchObject({ status: 'canceled', currentPlan: null });
    expect((await as(ctx, null)('POST', '/v1/payments/reactivate-subscription')).statusCode).toBe(
      401,
    );
  });
});

describe('postal code', () => {
  it('answers the address of a known code, masked or not', async () => {
    const user = await createUser(ctx);
    for (const code of ['01001000', '01001-000']) {
      const response = await as(ctx, user)('GET', `/v1/payments/postal-code/${code}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        street: 'Praça da Sé',
        district: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      });
    }
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const user = await createUser(ctx);
    const unknown = await as(ctx, user)('GET', '/v1/payments/postal-code/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'POSTAL_CODE_NOT_FOUND',
      error: 'CEP não encontrado',
    });
    const malformed = await as(ctx, user)('GET', '/v1/payments/postal-code/123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toContain('CEP inválido');
  });

  it('answers 503 when the service fails', async () => {
    const user = await createUser(ctx);
    viaCep.failNext(500);
    const response = await as(ctx, user)('GET', '/v1/payments/postal-code/01001000');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'POSTAL_CODE_UNAVAILABLE' });
  });

  it('answers 401 without a session', async () => {
    const response = await as(ctx, null)('GET', '/v1/payments/postal-code/01001000');
    expect(response.statusCode).toBe(401);
  });
});

describe('checkout rate limit', () => {
  it('answers 429 after 10 attempts in an hour', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const user = await createUser(limited);
      const attempt = () =>
        as(limited, user)('POST', '/v1/payments/subscribe', validCheckout({ cvv: '612' }), key());
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(402);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
