/**
 * Pagar.me's webhooks (#21): HTTP Basic with the configured credentials, the order fetched
 * again from the gateway (the body is never believed), each event applied once, a Pix paid, an
 * order paid before its own request answered, refunds and chargebacks ending the plan. Against
 * a local server speaking Pagar.me's API v5.
 */
import type { PaymentStateResponse, SubscriptionStatus } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../platform/db/schema/index.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { manualClock } from '../../../test/clock.js';
import { as, createUser } from '../../../test/factories.js';
import { startFakePagarme, type FakePagarme } from '../../../test/fake-pagarme.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

const WEBHOOK = { user: 'pagarme', password: 'segredo-do-webhook-123' };
const DAY_MS = 24 * 60 * 60_000;

const clock = manualClock(new Date());
let pagarme: FakePagarme;
let ctx: TestContext;
const env = () => ({
  PAYMENT_GATEWAY: 'pagarme',
  PAGARME_API_KEY: pagarme.apiKey,
  PAGARME_BASE_URL: pagarme.url,
  PAGARME_WEBHOOK_USER: WEBHOOK.user,
  PAGARME_WEBHOOK_PASSWORD: WEBHOOK.password,
});
beforeAll(async () => {
  pagarme = await startFakePagarme();
  ctx = await createTestApp({ clock, env: env() });
});
afterAll(async () => {
  await ctx.close();
  await pagarme.close();
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let events = 0;
/** Pagar.me's notification of `type` about `orderId` (an order's, or a charge's of that order). */
function notify(
  type: string,
  orderId: string,
  {
    id = `hook_${(events += 1)}`,
    authorization = basic(WEBHOOK.user, WEBHOOK.password),
    app = ctx,
  } = {},
) {
  const data = type.startsWith('charge.')
    ? { id: 'ch_x', order: { id: orderId } }
    : { id: orderId };
  return app.app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/pagarme',
    headers: { authorization },
    payload: { id, type, created_at: new Date().toISOString(), data },
  });
}

async function pixOrder(user: RegisteredUser) {
  const { planType, customer } = validCheckout();
  const response = await as(ctx, user)('POST', '/v1/payments/subscribe', {
    planType,
    customer,
    paymentMethod: 'pix',
  });
  expect(response.statusCode, response.body).toBe(200);
  const { payment } = response.json<PaymentStateResponse>();
  return { payment, orderId: pagarme.orderOf(payment.id)!.id as string };
}

const statusOf = async (user: RegisteredUser) =>
  (await as(ctx, user)('GET', '/v1/payments/subscription-status')).json<SubscriptionStatus>();
const paymentsOf = (userId: string) =>
  ctx.database.db.select().from(payments).where(eq(payments.userId, userId));
const subjectsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(({ to }) => to === user.email).map(({ subject }) => subject);

async function payingUser() {
  const user = await createUser(ctx);
  await endTrial(ctx, user.id);
  return user;
}

describe('POST /v1/payments/webhooks/pagarme', () => {
  it('answers 401 without the configured credentials, before reading the body', async () => {
    const user = await payingUser();
    const { payment, orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    for (const authorization of [
      '',
      basic(WEBHOOK.user, 'errada'),
      basic('outro', WEBHOOK.password),
      `Bearer ${WEBHOOK.password}`,
    ]) {
      const response = await notify('order.paid', orderId, { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/pagarme',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.statusCode).toBe(401);
    expect((await as(ctx, user)('GET', `/v1/payments/${payment.id}`)).json()).toMatchObject({
      payment: { status: 'pending' },
    });

    // Without credentials configured, nobody gets in.
    const unconfigured = await createTestApp({
      env: { ...env(), PAGARME_WEBHOOK_USER: '', PAGARME_WEBHOOK_PASSWORD: '' },
    });
    try {
      const response = await notify('order.paid', orderId, { app: unconfigured });
      expect(response.statusCode).toBe(401);
    } finally {
      await unconfigured.close();
    }
  });

  it('settles a paid Pix once, whatever the retries, with one receipt', async () => {
    const user = await payingUser();
    const { payment, orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    const first = await notify('order.paid', orderId, { id: 'hook_pix_paid' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    for (const retry of [
      notify('order.paid', orderId, { id: 'hook_pix_paid' }),
      notify('charge.paid', orderId),
    ])
      expect((await retry).statusCode).toBe(200);

    expect(await statusOf(user)).toMatchObject({ status: 'active', currentPlan: 'MONTHLY' });
    const rows = await paymentsOf(user.id);
    expect(rows.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: payment.id, status: 'paid' },
    ]);
    await ctx.app.jobs.drain();
    expect(subjectsTo(user).filter((s) => s.startsWith('Recibo'))).toHaveLength(1);
  });

  it('believes the gateway, not the body: an order still pending there changes nothing', async () => {
    const user = await payingUser();
    const { orderId } = await pixOrder(user);
    expect((await notify('order.paid', orderId)).statusCode).toBe(200);
    expect((await statusOf(user)).status).toBe('trial_expired');
    expect((await paymentsOf(user.id))[0]!.status).toBe('pending');
  });

  it('refuses an event id or type that no gateway sends (400), changing nothing', async () => {
    const user = await payingUser();
    const { orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    for (const id of ['hook\u0000x', '', 'h'.repeat(201), 'hook é']) {
      const response = await notify('order.paid', orderId, { id });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain('Evento inválido');
    }
    expect((await notify('order\u0000paid', orderId)).statusCode).toBe(400);
    expect((await paymentsOf(user.id))[0]!.status).toBe('pending');
  });

  it('acknowledges unknown events and orders without changing anything', async () => {
    const user = await payingUser();
    const { orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    expect((await notify('customer.created', orderId)).statusCode).toBe(200);
    expect((await notify('order.paid', 'or_desconhecido')).statusCode).toBe(200);
    expect((await paymentsOf(user.id))[0]!.status).toBe('pending');
    // The event id was not spent on the unknown type: the real one still applies.
    expect((await notify('order.paid', orderId)).statusCode).toBe(200);
    expect((await paymentsOf(user.id))[0]!.status).toBe('paid');
  });

  it('answers 503 when the gateway cannot be asked, and applies the event when it is sent again', async () => {
    const user = await payingUser();
    const { orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    pagarme.failNext(500);
    const failed = await notify('order.paid', orderId, { id: 'hook_retry' });
    expect(failed.statusCode).toBe(503);
    expect((await paymentsOf(user.id))[0]!.status).toBe('pending');
    expect((await notify('order.paid', orderId, { id: 'hook_retry' })).statusCode).toBe(200);
    expect((await paymentsOf(user.id))[0]!.status).toBe('paid');
  });

  it('one paid period when the webhook arrives before the request that created the payment', async () => {
    const user = await payingUser();
    pagarme.delayNext(1500);
    const checkout = as(ctx, user)('POST', '/v1/payments/subscribe', validCheckout());
    // The order exists at the gateway (paid) while its answer is still on the way.
    let pending: { id: string } | undefined;
    while (!pending || !pagarme.orderOf(pending.id)) {
      pending = (await paymentsOf(user.id))[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const orderId = pagarme.orderOf(pending.id)!.id as string;
    expect((await notify('order.paid', orderId)).statusCode).toBe(200);
    expect((await checkout).statusCode).toBe(200);
    const rows = await paymentsOf(user.id);
    expect(rows.map(({ status, periodNumber }) => ({ status, periodNumber }))).toEqual([
      { status: 'paid', periodNumber: 1 },
    ]);
    const end = Date.parse((await statusOf(user)).currentPeriodEnd!);
    expect(end - Date.now()).toBeLessThan(32 * DAY_MS);
  });

  it('two instances receiving the same event apply it once', async () => {
    const second = await createTestApp({ clock, env: env(), database: ctx.database });
    try {
      const user = await payingUser();
      const { orderId } = await pixOrder(user);
      pagarme.payPix(orderId);
      const answers = await Promise.all([
        notify('order.paid', orderId, { id: 'hook_twice' }),
        notify('order.paid', orderId, { id: 'hook_twice', app: second }),
        notify('charge.paid', orderId, { app: second }),
      ]);
      expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200]);
      const rows = await paymentsOf(user.id);
      expect(rows.filter(({ status }) => status === 'paid')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['charge.refunded', 'refund'],
    ['charge.chargedback', 'chargeback'],
  ] as const)('%s ends the plan at once and tells the owner', async (type, action) => {
    const user = await payingUser();
    expect(
      (await as(ctx, user)('POST', '/v1/payments/subscribe', validCheckout())).statusCode,
    ).toBe(200);
    const [paid] = await paymentsOf(user.id);
    const orderId = paid!.gatewayReference!;
    pagarme[action](orderId);
    expect((await notify(type, orderId)).statusCode).toBe(200);

    expect(await statusOf(user)).toMatchObject({
      status: 'canceled',
      currentPlan: null,
      renews: false,
    });
    expect((await paymentsOf(user.id))[0]!.status).toBe('refunded');
    await ctx.app.jobs.drain();
    expect(subjectsTo(user)).toContain('Seu pagamento do Plano Profissional foi estornado');
    const history = await as(ctx, user)('GET', '/v1/payments/history');
    expect(history.json()).toMatchObject({ payments: [{ status: 'refunded' }] });
  });
});

describe("a plan paid by Pix through Pagar.me: the next month's Pix", () => {
  it("is generated for the gateway's customer, with no CPF or address of ours", async () => {
    const user = await payingUser();
    const { orderId } = await pixOrder(user);
    pagarme.payPix(orderId);
    await notify('order.paid', orderId);
    const end = new Date((await statusOf(user)).currentPeriodEnd!);
    const customerId = (
      pagarme.orderOf((await paymentsOf(user.id))[0]!.id)!.customer as { id: string }
    ).id;

    const from = pagarme.requests.length;
    clock.set(new Date(end.getTime() - 5 * DAY_MS));
    await ctx.app.jobs.drain();
    // Earlier tests' Pix plans end about now too: this user's is the order for their customer.
    const sent = pagarme.requests
      .slice(from)
      .filter(({ path, body }) => path === '/orders' && JSON.stringify(body).includes(customerId));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      customer_id: customerId,
      payments: [{ payment_method: 'pix', amount: 9990 }],
    });
    expect(JSON.stringify(sent[0]!.body)).not.toContain('52998224725');
    expect((await statusOf(user)).pendingPix).not.toBeNull();
  });
});
