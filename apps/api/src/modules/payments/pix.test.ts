/**
 * Pix (#21) in the sandbox: the checkout answers a valid BR Code (checked with pix-utils, not our
 * code), 'Simular pagamento' pays it, an expired one can be generated again, and a plan paid by
 * Pix gets the next month's Pix 5 days before its end, paid from the old end.
 */
import type { PaymentStateResponse, SubscriptionStatus } from '@quadro/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs, payments, subscriptions } from '../../platform/db/schema/index.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { manualClock, type ManualClock } from '../../../test/clock.js';
import { as, createUser } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

const DAY_MS = 24 * 60 * 60_000;

let ctx: TestContext;
let clock: ManualClock;
beforeEach(async () => {
  clock = manualClock(new Date());
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

function pixCheckout() {
  const { planType, customer } = validCheckout();
  return { planType, customer, paymentMethod: 'pix' };
}

async function generatePix(user: RegisteredUser) {
  const response = await as(ctx, user)('POST', '/v1/payments/subscribe', pixCheckout());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentStateResponse>().payment;
}

const payInSandbox = (user: RegisteredUser, paymentId: string) =>
  as(ctx, user)('POST', `/v1/payments/sandbox/pix/${paymentId}/pay`);

async function statusOf(user: RegisteredUser) {
  return (
    await as(ctx, user)('GET', '/v1/payments/subscription-status')
  ).json<SubscriptionStatus>();
}

const paymentsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt);

const subjectsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(({ to }) => to === user.email).map(({ subject }) => subject);

describe('Pix checkout', () => {
  it('answers a pending Pix whose copia-e-cola is a valid BR Code of R$ 99,90', async () => {
    const user = await createUser(ctx);
    const payment = await generatePix(user);
    expect(payment).toMatchObject({ status: 'pending', method: 'pix', amount: 9990, paidAt: null });
    const parsed = parsePix(payment.pix!.copyPaste);
    expect('error' in parsed && parsed.error).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      transactionAmount: 99.9,
      countryCode: 'BR',
      transactionCurrency: '986',
      txid: payment.id.replace(/-/g, '').slice(0, 25),
    });
    const minutes = (Date.parse(payment.pix!.expiresAt) - clock.now().getTime()) / 60_000;
    expect(minutes).toBe(30);

    expect(await statusOf(user)).toMatchObject({
      status: 'trialing',
      pendingPix: { paymentId: payment.id, copyPaste: payment.pix!.copyPaste },
    });
    const followed = await as(ctx, user)('GET', `/v1/payments/${payment.id}`);
    expect(followed.json<PaymentStateResponse>().payment).toEqual(payment);
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({
      method: 'pix',
      cardBrand: null,
      cardLast4: null,
      kind: 'checkout',
    });
  });

  it('answers the same Pix again while it waits, and refuses a card meanwhile (409)', async () => {
    const user = await createUser(ctx);
    const first = await generatePix(user);
    expect(await generatePix(user)).toEqual(first);
    const card = await as(ctx, user)('POST', '/v1/payments/subscribe', validCheckout());
    expect(card.statusCode).toBe(409);
    expect(card.json()).toEqual({
      error:
        'Há um Pix aguardando pagamento. Pague-o ou aguarde ele expirar para usar outra forma de pagamento.',
      code: 'PAYMENT_IN_PROGRESS',
    });
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it("'Simular pagamento' makes the plan active for a month, once, with its receipt", async () => {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    const payment = await generatePix(user);
    const paid = await payInSandbox(user, payment.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaymentStateResponse>().payment).toMatchObject({
      status: 'paid',
      pix: null,
      paidAt: expect.any(String),
    });
    expect(await statusOf(user)).toMatchObject({
      status: 'active',
      renews: false,
      card: null,
      pendingPix: null,
    });
    await ctx.app.jobs.drain();
    expect(subjectsTo(user).filter((s) => s.startsWith('Recibo do seu pagamento'))).toHaveLength(1);
    const history = await as(ctx, user)('GET', '/v1/payments/history');
    expect(history.json()).toMatchObject({
      payments: [{ id: payment.id, method: 'pix', status: 'paid', brand: null, last4: null }],
    });

    const again = await payInSandbox(user, payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PIX_NOT_PENDING' });
    const stranger = await createUser(ctx);
    expect((await payInSandbox(stranger, payment.id)).statusCode).toBe(404);
    expect((await as(ctx, stranger)('GET', `/v1/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await as(ctx, null)('GET', `/v1/payments/${payment.id}`)).statusCode).toBe(401);
  });

  it('an expired Pix cannot be paid; a new one is generated in its place', async () => {
    const user = await createUser(ctx);
    const expired = await generatePix(user);
    await ctx.database.db
      .update(payments)
      .set({ pixExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(payments.id, expired.id));
    const followed = await as(ctx, user)('GET', `/v1/payments/${expired.id}`);
    expect(followed.json<PaymentStateResponse>().payment).toMatchObject({
      status: 'expired',
      pix: null,
    });
    expect((await statusOf(user)).pendingPix).toBeNull();
    const refused = await payInSandbox(user, expired.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PIX_EXPIRED' });

    const fresh = await generatePix(user);
    expect(fresh.id).not.toBe(expired.id);
    expect(fresh.pix!.copyPaste).not.toBe(expired.pix!.copyPaste);
    expect((await paymentsOf(user.id)).map(({ status }) => status)).toEqual(['expired', 'pending']);
  });

  it('refuses an unknown payment method with a pt-BR message', async () => {
    const user = await createUser(ctx);
    const response = await as(ctx, user)('POST', '/v1/payments/subscribe', {
      ...pixCheckout(),
      paymentMethod: 'boleto',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('Forma de pagamento inválida');
  });
});

describe("a plan paid by Pix: the next month's Pix", () => {
  async function paidByPix() {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    const payment = await generatePix(user);
    await payInSandbox(user, payment.id);
    const end = new Date((await statusOf(user)).currentPeriodEnd!);
    return { user, end };
  }

  it('is generated and e-mailed 5 days before the end; paying it extends from the old end', async () => {
    const { user, end } = await paidByPix();
    clock.set(new Date(end.getTime() - 5 * DAY_MS - 1000));
    await ctx.app.jobs.drain();
    expect((await statusOf(user)).pendingPix).toBeNull();

    clock.advance(1000);
    await ctx.app.jobs.drain();
    const invoice = (await paymentsOf(user.id))[1]!;
    expect(invoice).toMatchObject({ kind: 'renewal', method: 'pix', status: 'pending' });
    expect(invoice.pixExpiresAt).toEqual(end);
    const status = await statusOf(user);
    expect(status).toMatchObject({
      status: 'active',
      pendingPix: { paymentId: invoice.id, copyPaste: invoice.pixCopyPaste },
    });
    const mail = ctx.mailbox.received.find(
      ({ to, subject }) => to === user.email && subject.startsWith('Seu Pix do Plano Profissional'),
    );
    expect(mail?.text).toContain(invoice.pixCopyPaste!);
    expect(mail?.text).toContain('R$ 99,90');
    expect('error' in parsePix(invoice.pixCopyPaste!)).toBe(false);

    expect((await payInSandbox(user, invoice.id)).statusCode).toBe(200);
    const [, paid] = await paymentsOf(user.id);
    expect(paid!.periodStart).toEqual(end);
    expect(new Date((await statusOf(user)).currentPeriodEnd!)).toEqual(paid!.periodEnd);
  });

  it('is not generated for a cancelled plan', async () => {
    const { user, end } = await paidByPix();
    await as(ctx, user)('POST', '/v1/payments/cancel-subscription');
    clock.set(new Date(end.getTime() - 5 * DAY_MS));
    await ctx.app.jobs.drain();
    expect(await paymentsOf(user.id)).toHaveLength(1);
    const [job] = await ctx.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.kind, 'pix-invoice'), sql`${jobs.key} like ${`${user.id}:%`}`));
    expect(job).toEqual({ state: 'done' });
    const [plan] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(plan!.canceledAt).not.toBeNull();
  });
});
