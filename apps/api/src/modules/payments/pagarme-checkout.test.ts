/** The checkout through the Pagar.me adapter, against a local server speaking Pagar.me's API v5. */
import type { SubscriptionStatus } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../platform/db/schema/index.js';
import { validCheckout } from '../../../test/checkout.js';
import { as, createUser } from '../../../test/factories.js';
import { startFakePagarme, type FakePagarme } from '../../../test/fake-pagarme.js';
import { pagarmeGateway } from '../../adapters/payment-gateways/pagarme-gateway.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

let pagarme: FakePagarme;
let ctx: TestContext;
beforeAll(async () => {
  pagarme = await startFakePagarme();
  ctx = await createTestApp({
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

const subscribe = (
  user: RegisteredUser,
  body = validCheckout(),
  key: string = crypto.randomUUID(),
) => as(ctx, user)('POST', '/v1/payments/subscribe', body, { 'idempotency-key': key });

const paymentsOf = (userId: string) =>
  ctx.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('checkout with Pagar.me', () => {
  it('creates one paid order of R$ 99,90 keyed by the payment, and activates the plan', async () => {
    const user = await createUser(ctx);
    const before = pagarme.requests.length;
    const response = await subscribe(user);
    expect(response.statusCode).toBe(200);
    expect(response.json<SubscriptionStatus>()).toMatchObject({
      status: 'active',
      currentPlan: 'MONTHLY',
    });

    const sent = pagarme.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [payment] = await paymentsOf(user.id);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/orders',
      headers: {
        authorization: `Basic ${Buffer.from(`${pagarme.apiKey}:`).toString('base64')}`,
        'idempotency-key': payment!.id,
      },
      body: { items: [{ amount: 9990, quantity: 1 }], customer: { document: '52998224725' } },
    });
    expect(payment).toMatchObject({ status: 'paid', gateway: 'pagarme' });
    expect(payment!.gatewayReference).toMatch(/^or_/);
  });

  it("passes the issuer's refusal on in pt-BR, and changes nothing", async () => {
    const user = await createUser(ctx);
    const response = await subscribe(user, validCheckout({ cvv: '612' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      error: 'Pagamento recusado: Transação recusada',
    });
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['declined']);
  });

  it('leaves an order under analysis pending, so a second attempt cannot charge again', async () => {
    const user = await createUser(ctx);
    const response = await subscribe(user, validCheckout({ number: '4000000000000036' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'PAYMENT_IN_PROGRESS',
      error: 'Pagamento em análise pela operadora. Aguarde alguns minutos antes de tentar de novo.',
    });
    const ordersBefore = pagarme.ordersCreated();
    const again = await subscribe(user);
    expect(again.statusCode).toBe(409);
    expect(pagarme.ordersCreated()).toBe(ordersBefore);
    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({
      status: 'pending',
      gatewayReference: expect.stringMatching(/^or_/),
    });
  });

  it.each([500, 502])(
    'answers 503 when Pagar.me answers %i, and changes nothing',
    async (status) => {
      const user = await createUser(ctx);
      pagarme.failNext(status, status === 502 ? '<html>Bad Gateway</html>' : undefined);
      const response = await subscribe(user);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
      const current = await as(ctx, user)('GET', '/v1/payments/subscription-status');
      expect(current.json<SubscriptionStatus>().status).toBe('trialing');
    },
  );

  it('resumes an attempt whose answer timed out, so Pagar.me creates one order', async () => {
    const impatient = await createTestApp({
      paymentGateway: pagarmeGateway({
        apiKey: pagarme.apiKey,
        baseUrl: pagarme.url,
        timeoutMs: 300,
      }),
    });
    try {
      const user = await createUser(impatient);
      const send = () =>
        as(impatient, user)('POST', '/v1/payments/subscribe', validCheckout(), {
          'idempotency-key': crypto.randomUUID(),
        });
      const ordersBefore = pagarme.ordersCreated();
      pagarme.delayNext(1500);
      expect((await send()).statusCode).toBe(503);
      const retried = await send();
      expect(retried.statusCode).toBe(200);
      expect(retried.json<SubscriptionStatus>().status).toBe('active');
      expect(pagarme.ordersCreated() - ordersBefore).toBe(1);
    } finally {
      await impatient.close();
    }
  });

  it('creates one order for 20 identical requests sent at once', async () => {
    const user = await createUser(ctx);
    const ordersBefore = pagarme.ordersCreated();
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(user, validCheckout(), key)),
    );
    expect(responses.map((r) => r.statusCode)).toContain(200);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(pagarme.ordersCreated() - ordersBefore).toBe(1);
  });

  it('creates one order for 20 double clicks with different keys', async () => {
    const user = await createUser(ctx);
    const ordersBefore = pagarme.ordersCreated();
    await Promise.all(Array.from({ length: 20 }, () => subscribe(user)));
    expect(pagarme.ordersCreated() - ordersBefore).toBe(1);
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['paid']);
  });
});
