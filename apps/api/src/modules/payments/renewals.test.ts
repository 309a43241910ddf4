/**
 * Renewal by card (#21): the card saved at checkout is charged once when the stored period end
 * passes; a decline makes the plan `past_due`, retried 1, 3 and 5 days after, and then ends it;
 * 'Trocar cartão', cancel and reactivate; the e-mails 7 days and 1 day before. On a clock the
 * test moves; each test has its own app, so the clock only moves forward.
 */
import type { SubscriptionStatus } from '@quadro/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs, payments, subscriptions } from '../../platform/db/schema/index.js';
import { endTrial, validCheckout } from '../../../test/checkout.js';
import { manualClock, type ManualClock } from '../../../test/clock.js';
import { as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

const DAY_MS = 24 * 60 * 60_000;
const DECLINED_ON_RENEWAL = '4000 0000 0000 0077';

let ctx: TestContext;
let clock: ManualClock;
beforeEach(async () => {
  clock = manualClock(new Date());
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

/** The clock moves on by `ms` and every due job runs (the e-mails they queue included). */
async function later(ms: number) {
  clock.advance(ms);
  await ctx.app.jobs.drain();
}

/** A workspace owner whose trial is over, on a plan paid with `card`. */
async function payingOwner(card = '4000 0000 0000 0010') {
  const fixture = await createWorkspaceFixture(ctx);
  await endTrial(ctx, fixture.owner.id);
  const paid = await as(ctx, fixture.owner)(
    'POST',
    '/v1/payments/subscribe',
    validCheckout({ number: card }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  await ctx.app.jobs.drain();
  return { ...fixture, firstEnd: new Date(paid.json<SubscriptionStatus>().currentPeriodEnd!) };
}

/** The stored period end moves into the past, as the test asks. */
async function endPeriodNow(userId: string) {
  const [row] = await ctx.database.db
    .update(subscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 second'` })
    .where(eq(subscriptions.userId, userId))
    .returning({ end: subscriptions.currentPeriodEnd });
  return row!.end;
}

async function statusOf(user: RegisteredUser) {
  const response = await as(ctx, user)('GET', '/v1/payments/subscription-status');
  expect(response.statusCode).toBe(200);
  return response.json<SubscriptionStatus>();
}

const paymentsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt);

const subjectsTo = (user: RegisteredUser) =>
  ctx.mailbox.received.filter(({ to }) => to === user.email).map(({ subject }) => subject);

const createCard = (owner: RegisteredUser, listId: string) =>
  as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Depois da renovação' });

describe('renewal by card', () => {
  it('charges the saved card once within a minute of the stored end, a month on from it', async () => {
    const { owner } = await payingOwner();
    const oldEnd = await endPeriodNow(owner.id);
    await later(60_000);
    await later(60_000);

    const rows = await paymentsOf(owner.id);
    expect(rows.map(({ kind, status, periodNumber }) => ({ kind, status, periodNumber }))).toEqual([
      { kind: 'checkout', status: 'paid', periodNumber: 1 },
      { kind: 'renewal', status: 'paid', periodNumber: 2 },
    ]);
    const renewal = rows[1]!;
    expect(renewal).toMatchObject({ cardLast4: '0010', customerName: 'Maria Silva' });
    expect(renewal.periodStart).toEqual(oldEnd);
    const status = await statusOf(owner);
    expect(status).toMatchObject({ status: 'active', renews: true, pastDueSince: null });
    expect(new Date(status.currentPeriodEnd!).getTime()).toBe(renewal.periodEnd!.getTime());
    expect(renewal.periodEnd!.getTime() - oldEnd.getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(
      subjectsTo(owner).filter((subject) => subject.startsWith('Recibo do seu pagamento')),
    ).toHaveLength(2);
  });

  it('keeps the workspace writable between the end and the renewal', async () => {
    const { owner, board } = await payingOwner();
    await endPeriodNow(owner.id);
    expect((await statusOf(owner)).status).toBe('active');
    expect((await createCard(owner, board.lists[0]!.id)).statusCode).toBe(201);
  });

  it('renews once with two instances running the jobs', async () => {
    const { owner } = await payingOwner();
    await endPeriodNow(owner.id);
    const second = await createTestApp({ clock, database: ctx.database });
    try {
      clock.advance(60_000);
      await Promise.all([ctx.app.jobs.drain(), second.app.jobs.drain()]);
      await Promise.all([ctx.app.jobs.drain(), second.app.jobs.drain()]);
    } finally {
      await second.close();
    }
    const rows = await paymentsOf(owner.id);
    expect(rows.filter(({ status }) => status === 'paid').map((row) => row.periodNumber)).toEqual([
      1, 2,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('does not renew a cancelled plan; reactivated before the end, it renews', async () => {
    const { owner } = await payingOwner();
    await as(ctx, owner)('POST', '/v1/payments/cancel-subscription');
    await endPeriodNow(owner.id);
    await later(60_000);
    expect(await paymentsOf(owner.id)).toHaveLength(1);
    expect(await statusOf(owner)).toMatchObject({ status: 'canceled', currentPlan: null });

    const other = await payingOwner();
    await as(ctx, other.owner)('POST', '/v1/payments/cancel-subscription');
    const reactivated = await as(ctx, other.owner)('POST', '/v1/payments/reactivate-subscription');
    expect(reactivated.json<SubscriptionStatus>()).toMatchObject({
      status: 'active',
      renews: true,
    });
    await endPeriodNow(other.owner.id);
    await later(60_000);
    expect((await paymentsOf(other.owner.id)).map(({ status }) => status)).toEqual([
      'paid',
      'paid',
    ]);
  });
});

describe('a declined renewal', () => {
  it('is past due, retried after 1, 3 and 5 days with an e-mail each, then canceled', async () => {
    const { owner, board } = await payingOwner(DECLINED_ON_RENEWAL);
    const listId = board.lists[0]!.id;
    await endPeriodNow(owner.id);
    await later(60_000);

    const pastDue = await statusOf(owner);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      currentPlan: 'MONTHLY',
      renews: true,
      card: { brand: 'visa', last4: '0077' },
    });
    const since = new Date(pastDue.pastDueSince!).getTime();
    expect(new Date(pastDue.nextRetryAt!).getTime() - since).toBe(DAY_MS);
    const declinedMail = () =>
      ctx.mailbox.received.filter(
        ({ to, subject }) => to === owner.email && subject === 'Não conseguimos cobrar seu cartão',
      );
    expect(declinedMail()).toHaveLength(1);
    expect(declinedMail()[0]!.text).toContain('http://quadro.test/billing?cartao');
    expect(declinedMail()[0]!.text).toContain('Visa terminado em 0077');
    // Writes keep working while the renewal is retried.
    expect((await createCard(owner, listId)).statusCode).toBe(201);

    clock.set(new Date(since + DAY_MS - 1000));
    await ctx.app.jobs.drain();
    expect((await paymentsOf(owner.id)).filter((p) => p.kind === 'renewal')).toHaveLength(1);
    await later(1000);
    expect((await statusOf(owner)).nextRetryAt).toBe(new Date(since + 3 * DAY_MS).toISOString());
    clock.set(new Date(since + 3 * DAY_MS));
    await ctx.app.jobs.drain();
    expect((await statusOf(owner)).nextRetryAt).toBe(new Date(since + 5 * DAY_MS).toISOString());
    expect(declinedMail()).toHaveLength(3);
    expect((await createCard(owner, listId)).statusCode).toBe(201);

    clock.set(new Date(since + 5 * DAY_MS));
    await ctx.app.jobs.drain();
    const renewals = (await paymentsOf(owner.id)).filter((p) => p.kind === 'renewal');
    expect(renewals.map(({ status }) => status)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
    ]);
    expect(await statusOf(owner)).toMatchObject({
      status: 'canceled',
      currentPlan: null,
      renews: false,
      pastDueSince: null,
    });
    expect(subjectsTo(owner)).toContain('Sua assinatura do Plano Profissional foi cancelada');
    const refused = await createCard(owner, listId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });

    // Nothing more is tried, and buying again starts a new month from now.
    await later(10 * DAY_MS);
    expect((await paymentsOf(owner.id)).filter((p) => p.kind === 'renewal')).toHaveLength(4);
  });

  it("'Trocar cartão' on a past-due plan charges at once, from the old end; the retry does nothing", async () => {
    const { owner } = await payingOwner(DECLINED_ON_RENEWAL);
    const oldEnd = await endPeriodNow(owner.id);
    await later(60_000);
    expect((await statusOf(owner)).status).toBe('past_due');

    const key = { 'idempotency-key': crypto.randomUUID() };
    const change = () =>
      as(ctx, owner)('PUT', '/v1/payments/card', cardChange('4000 0000 0000 0010'), key);
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    // Sent again with its key (a retry after a lost answer), it charges nothing more.
    expect((await change()).json()).toEqual(changed.json());
    expect(changed.json<SubscriptionStatus>()).toMatchObject({
      status: 'active',
      pastDueSince: null,
      card: { brand: 'visa', last4: '0010' },
    });
    const paid = (await paymentsOf(owner.id)).filter((p) => p.status === 'paid');
    expect(paid.map(({ kind, periodNumber }) => [kind, periodNumber])).toEqual([
      ['checkout', 1],
      ['checkout', 2],
    ]);
    expect(paid[1]!.periodStart).toEqual(oldEnd);

    await later(2 * DAY_MS);
    expect(await paymentsOf(owner.id)).toHaveLength(3);
    expect((await statusOf(owner)).status).toBe('active');
  });

  it('exactly one period is paid when the retry and a card change race', async () => {
    const { owner } = await payingOwner();
    await endPeriodNow(owner.id);
    // A decline happened; its retry is due now, to an approved card.
    await ctx.database.db
      .update(subscriptions)
      .set({ pastDueSince: clock.now(), renewalFailures: 1 })
      .where(eq(subscriptions.userId, owner.id));
    const end = (await statusOf(owner)).currentPeriodEnd!;
    await ctx.database.db.insert(jobs).values({
      kind: 'renew-subscription',
      key: `${owner.id}:race`,
      payload: { userId: owner.id, periodEnd: end, failuresBefore: 1 },
      runAt: clock.now(),
    });
    const [change] = await Promise.all([
      as(ctx, owner)('PUT', '/v1/payments/card', cardChange('4000 0000 0000 0010')),
      ctx.app.jobs.drain(),
    ]);
    expect([200, 409]).toContain(change.statusCode);
    await later(60 * 60_000);
    const paid = (await paymentsOf(owner.id)).filter((p) => p.status === 'paid');
    expect(paid.map(({ periodNumber }) => periodNumber)).toEqual([1, 2]);
    expect((await statusOf(owner)).status).toBe('active');
  });
});

/** 'Trocar cartão' with the checkout's fields. */
function cardChange(number: string, cvv = '123') {
  const { customer, card } = validCheckout({ number, cvv });
  return { customer, card };
}

describe("'Trocar cartão' (PUT /v1/payments/card)", () => {
  it('replaces the card of an active plan without a charge; the renewal charges the new one', async () => {
    const { owner } = await payingOwner(DECLINED_ON_RENEWAL);
    const response = await as(ctx, owner)(
      'PUT',
      '/v1/payments/card',
      cardChange('5555 5555 5555 4444'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SubscriptionStatus>()).toMatchObject({
      status: 'active',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(await paymentsOf(owner.id)).toHaveLength(1);
    const [plan] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, owner.id));
    expect(plan!.cardReference).toMatch(/^sandbox_card_(?!decline_)/);

    await endPeriodNow(owner.id);
    await later(60_000);
    const renewal = (await paymentsOf(owner.id))[1]!;
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'paid', cardLast4: '4444' });
  });

  it('refuses a declined card (402) and keeps the old one', async () => {
    const { owner } = await payingOwner();
    const response = await as(ctx, owner)(
      'PUT',
      '/v1/payments/card',
      cardChange('4000 0000 0000 0028'),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect((await statusOf(owner)).card).toEqual({ brand: 'visa', last4: '0010' });
  });

  it('answers 503 when the gateway is down, 409 without a running plan, 400 and 401', async () => {
    const { owner } = await payingOwner();
    const down = await as(ctx, owner)(
      'PUT',
      '/v1/payments/card',
      cardChange('4000 0000 0000 0044'),
    );
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });

    const { owner: trialing } = await createWorkspaceFixture(ctx);
    const none = await as(ctx, trialing)(
      'PUT',
      '/v1/payments/card',
      cardChange('4000000000000010'),
    );
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      error: 'Não há assinatura em andamento para trocar o cartão. Assine o Plano Profissional.',
      code: 'NO_PLAN_FOR_CARD',
    });

    const invalid = await as(ctx, owner)('PUT', '/v1/payments/card', {
      ...cardChange('4000000000000011'),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ error: string }>().error).toContain('Número do cartão inválido');
    expect(
      (await as(ctx, null)('PUT', '/v1/payments/card', cardChange('4000000000000010'))).statusCode,
    ).toBe(401);
    expect((await statusOf(owner)).card).toEqual({ brand: 'visa', last4: '0010' });
  });
});

describe('before a renewal', () => {
  it('e-mails the amount and date 7 days and 1 day before; a cancelled plan hears nothing more', async () => {
    const { owner, firstEnd } = await payingOwner();
    const notices = () =>
      subjectsTo(owner).filter((subject) => subject.startsWith('Sua assinatura do Quadro será'));
    const queued = await ctx.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'renewal-notice'), eq(jobs.state, 'queued')));
    expect(
      queued.map(({ runAt }) => firstEnd.getTime() - runAt!.getTime()).sort((a, b) => a - b),
    ).toEqual([DAY_MS, 7 * DAY_MS]);

    clock.set(new Date(firstEnd.getTime() - 7 * DAY_MS - 1000));
    await ctx.app.jobs.drain();
    expect(notices()).toEqual([]);
    await later(1000);
    expect(notices()).toHaveLength(1);
    const mail = ctx.mailbox.received.find(({ subject }) => subject === notices()[0])!;
    expect(mail.text).toContain('R$ 99,90');
    expect(mail.text).toContain('Visa terminado em 0010');

    await as(ctx, owner)('POST', '/v1/payments/cancel-subscription');
    clock.set(new Date(firstEnd.getTime() - DAY_MS));
    await ctx.app.jobs.drain();
    expect(notices()).toHaveLength(1);
  });
});
