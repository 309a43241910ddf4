/**
 * Renewal by card through the Pagar.me adapter, against a local server speaking Pagar.me's API
 * v5: the checkout saves the card at the gateway (customer and card ids, nothing else of ours),
 * the renewal charges it by id, and 'Trocar cartão' saves a new one for the same customer.
 */
import type { SubscriptionStatus } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../platform/db/schema/index.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { manualClock } from '../../../test/clock.js';
import { as, createUser } from '../../../test/factories.js';
import { startFakePagarme, type FakePagarme } from '../../../test/fake-pagarme.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

const clock = manualClock(new Date());
let pagarme: FakePagarme;
let ctx: TestContext;
beforeAll(async () => {
  pagarme = await startFakePagarme();
  ctx = await createTestApp({
    clock,
    env: {
      PAYMENT_GATEWAY: 'pagarme',
      PAGARME_API_KEY: pagarme.apiKey,
      PAGARME_BASE_URL: pagarme.url,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await pagarme.close();
});

async function subscribed(number = '4000000000000010') {
  const user = await createUser(ctx);
  await endTrial(ctx, user.id);
  const response = await as(ctx, user)('POST', '/v1/payments/subscribe', validCheckout({ number }));
  expect(response.statusCode, response.body).toBe(200);
  return user;
}

const planOf = async (userId: string) =>
  (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

const paymentsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt);

/** The stored period end passes, and a minute later the jobs have run. */
async function renewalTime(user: RegisteredUser) {
  await ctx.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 second'` })
    .where(eq(subscriptions.userId, user.id));
  clock.set(new Date(Math.max(Date.now(), clock.now().getTime()) + 60_000));
  await ctx.app.jobs.drain();
}

const ordersSince = (from: number) =>
  pagarme.requests.slice(from).filter(({ path }) => path === '/orders');

describe('renewal with Pagar.me', () => {
  it('saves the card at checkout and charges it by id at the end of the period', async () => {
    const user = await subscribed();
    const { cardReference } = await planOf(user.id);
    const [customerId, cardId] = cardReference!.split(':');
    expect(customerId).toMatch(/^cus_/);
    expect(cardId).toMatch(/^card_/);

    const from = pagarme.requests.length;
    await renewalTime(user);
    const [renewal] = (await paymentsOf(user.id)).filter(({ kind }) => kind === 'renewal');
    expect(renewal).toMatchObject({ status: 'paid', periodNumber: 2, gateway: 'pagarme' });
    const sent = ordersSince(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(renewal!.id);
    expect(sent[0]!.body).toMatchObject({
      code: renewal!.id,
      customer_id: customerId,
      payments: [{ amount: 9990, credit_card: { card_id: cardId } }],
    });
    expect(JSON.stringify(sent[0]!.body)).not.toContain('4000000000000010');
  });

  it('resumes a renewal the gateway failed under the same id, and charges once', async () => {
    const user = await subscribed();
    const from = pagarme.requests.length;
    pagarme.failNext(502);
    await renewalTime(user);
    const [pending] = await paymentsOf(user.id).then((rows) =>
      rows.filter((p) => p.kind === 'renewal'),
    );
    expect(pending).toMatchObject({ status: 'pending' });

    clock.advance(60_000);
    await ctx.app.jobs.drain();
    const renewals = (await paymentsOf(user.id)).filter(({ kind }) => kind === 'renewal');
    expect(renewals.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: pending!.id, status: 'paid' },
    ]);
    const keys = ordersSince(from).map(({ headers }) => headers['idempotency-key']);
    expect(keys).toEqual([pending!.id, pending!.id]);
  });

  it('a declined renewal is past due; a new card pays at once, an active plan saves it for the customer', async () => {
    const user = await subscribed('4000000000000077');
    await renewalTime(user);
    const status = await as(ctx, user)('GET', '/v1/payments/subscription-status');
    expect(status.json<SubscriptionStatus>()).toMatchObject({ status: 'past_due' });

    const { customer, card } = validCheckout({ number: '5555555555554444' });
    const paid = await as(ctx, user)('PUT', '/v1/payments/card', { customer, card });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<SubscriptionStatus>()).toMatchObject({
      status: 'active',
      card: { brand: 'mastercard', last4: '4444' },
    });

    const [customerId] = (await planOf(user.id)).cardReference!.split(':');
    const from = pagarme.requests.length;
    const replaced = await as(ctx, user)('PUT', '/v1/payments/card', {
      customer,
      card: { ...card, number: '4000000000000010' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(pagarme.requests.slice(from).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /customers/${customerId}/cards`,
    ]);
    expect((await planOf(user.id)).cardReference).toMatch(new RegExp(`^${customerId}:card_`));
    // The card the past-due checkout saved, and the one saved now.
    expect(pagarme.cardsOf(customerId!)).toHaveLength(2);
  });
});

describe('sandbox-only routes', () => {
  it('do not exist with Pagar.me (404)', async () => {
    const user = await subscribed();
    const response = await as(ctx, user)('POST', '/v1/payments/sandbox/renew');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
