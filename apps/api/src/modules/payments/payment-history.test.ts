/**
 * 'Histórico de pagamentos' and receipts: every attempt of the caller's, newest first, paid ones
 * with the month they paid for; a receipt only for a paid payment of the caller's, also e-mailed
 * when it is paid.
 */
import type { PaymentHistoryResponse, ReceiptResponse } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { as, createUser } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function historyOf(user: RegisteredUser, query = '') {
  const response = await as(ctx, user)('GET', `/v1/payments/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentHistoryResponse>();
}

/** A user whose trial is over, with a declined checkout and then a paid one. */
async function payingUser() {
  const user = await createUser(ctx);
  const subscribe = (card = {}) =>
    as(ctx, user)('POST', '/v1/payments/subscribe', validCheckout(card));
  expect((await subscribe({ cvv: '612' })).statusCode).toBe(402);
  await endTrial(ctx, user.id);
  expect((await subscribe()).statusCode).toBe(200);
  return user;
}

describe('GET /v1/payments/history', () => {
  it('is empty before any payment', async () => {
    const user = await createUser(ctx);
    expect(await historyOf(user)).toEqual({ payments: [], nextCursor: null });
  });

  it('lists the paid and the declined attempt, newest first, the paid one with its month', async () => {
    const user = await payingUser();
    const { payments, nextCursor } = await historyOf(user);
    expect(nextCursor).toBeNull();
    const [paid, declined] = payments;
    expect(paid).toEqual({
      id: expect.any(String),
      amount: 9990,
      currency: 'BRL',
      method: 'credit_card',
      status: 'paid',
      createdAt: expect.any(String),
      paidAt: expect.any(String),
      periodStart: expect.any(String),
      periodEnd: expect.any(String),
      brand: 'visa',
      last4: '0010',
    });
    const month = new Date(paid!.periodEnd!).getTime() - new Date(paid!.periodStart!).getTime();
    expect(month / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(month / 86_400_000).toBeLessThanOrEqual(31);
    expect(declined).toMatchObject({
      status: 'declined',
      paidAt: null,
      periodStart: null,
      periodEnd: null,
      last4: '0010',
    });
  });

  it('pages with the cursor, and refuses another user’s cursor', async () => {
    const user = await payingUser();
    const first = await historyOf(user, '?limit=1');
    expect(first.payments.map(({ status }) => status)).toEqual(['paid']);
    const second = await historyOf(user, `?limit=1&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      payments: [expect.objectContaining({ status: 'declined' })],
      nextCursor: null,
    });
    const stranger = await createUser(ctx);
    const refused = await as(ctx, stranger)(
      'GET',
      `/v1/payments/history?cursor=${first.nextCursor}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Cursor inválido');
    expect((await as(ctx, user)('GET', '/v1/payments/history?limit=51')).statusCode).toBe(400);
    expect((await as(ctx, null)('GET', '/v1/payments/history')).statusCode).toBe(401);
  });
});

describe('GET /v1/payments/:id/receipt', () => {
  it('shows a paid payment with the payer, the CPF masked, the month and the card', async () => {
    const user = await payingUser();
    const [paid] = (await historyOf(user)).payments;
    const response = await as(ctx, user)('GET', `/v1/payments/${paid!.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ReceiptResponse>().receipt).toEqual({
      id: paid!.id,
      paidAt: paid!.paidAt,
      customerName: 'Maria Silva',
      customerDocument: '***.982.247-**',
      description: 'Plano Profissional',
      periodStart: paid!.periodStart,
      periodEnd: paid!.periodEnd,
      amount: 9990,
      currency: 'BRL',
      method: 'credit_card',
      brand: 'visa',
      last4: '0010',
    });
    expect(response.body).not.toContain('52998224725');

    // The same receipt by e-mail, to the account's address, with the way to the printable one.
    const mail = await ctx.mailbox.waitFor(user.email, /^Recibo do seu pagamento/);
    expect(mail.subject).toBe('Recibo do seu pagamento: Plano Profissional, R$ 99,90');
    expect(mail.text).toContain('Recebemos de Maria Silva (CPF ***.982.247-**)');
    expect(mail.text).toContain('Valor: R$ 99,90');
    expect(mail.text).toContain('Forma de pagamento: Cartão Visa terminado em 0010');
    expect(mail.text).toMatch(/Referente a: Plano Profissional — \d{2}\/\d{2}\/\d{4} a /);
    expect(mail.text).toContain(`http://quadro.test/billing/recibos/${paid!.id}`);
    expect(mail.text).not.toContain('52998224725');
  });

  it('answers 404 for a declined payment and for another user’s, 400 for a bad id', async () => {
    const user = await payingUser();
    const [paid, declined] = (await historyOf(user)).payments;
    const stranger = await createUser(ctx);
    for (const [who, id] of [
      [user, declined!.id],
      [stranger, paid!.id],
    ] as const) {
      const response = await as(ctx, who)('GET', `/v1/payments/${id}/receipt`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Pagamento não encontrado', code: 'NOT_FOUND' });
    }
    expect((await as(ctx, user)('GET', '/v1/payments/x/receipt')).statusCode).toBe(400);
  });
});
