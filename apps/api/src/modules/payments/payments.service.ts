import {
  DEFAULT_PAYMENTS_PAGE,
  PLAN_TYPE,
  PIX_CHECKOUT_MINUTES,
  type CardSubscribeInput,
  type ChangeCardInput,
  type PaymentState,
  type SubscribeResponse,
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type PostalAddress,
  type Receipt,
  type SubscribeInput,
  type SubscriptionStatus,
} from '@quadro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { lockUser } from '../../domain/access/locks.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import type { PaymentGateway } from '../../adapters/payment-gateways/payment-gateway.js';
import {
  PostalCodeUnavailableError,
  type PostalCodeLookup,
} from '../../adapters/postal-codes/postal-codes.js';
import { DECLINED_FALLBACK, isExpiredPix, type Attempts } from './attempts.js';
import { statusOf } from './plan-status.js';
import { gatewayCard, gatewayCustomer } from './gateway-requests.js';
import { presentPayment, presentPaymentState, presentReceipt } from './payments.presenter.js';
import * as repo from './payments.repository.js';
import { cardBrand } from './card-brand.js';

/** The gateway failed or could not be reached: logged by kind only, answered as a 503. */
async function unavailable(error: unknown, log: FastifyBaseLogger, logged: object): Promise<never> {
  log.warn(
    { ...logged, reason: error instanceof Error ? error.name : 'unknown' },
    'payment gateway failed',
  );
  throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
}

export function createPaymentsService({
  db,
  gateway,
  postalCodes,
  attempts,
  clock,
}: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  postalCodes: PostalCodeLookup;
  attempts: Attempts;
}) {
  /**
   * Charges the monthly plan once per attempt, and saves the card for the renewals. The gateway
   * is called outside any transaction (a slow gateway must not hold a connection; PGlite has
   * one), with the attempt's id as its idempotency key. `log` is the request's, so its lines
   * carry the request id.
   */
  async function subscribe(
    userId: string,
    input: SubscribeInput,
    idempotencyKey: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<SubscribeResponse> {
    const attempt = await attempts.openCheckout(userId, input, idempotencyKey);
    if (attempt.kind === 'replayed') return attempt.status;
    const { payment } = attempt;
    if (input.paymentMethod === 'pix') return { payment: await pixFor(payment, input, log) };
    return chargeCard(payment, input, log);
  }

  /**
   * The Pix of a checkout's attempt: the one it already has while it can be paid, or a new one
   * from the gateway, valid for `PIX_CHECKOUT_MINUTES`. The attempt stays pending until paid.
   */
  async function pixFor(
    payment: repo.PaymentRow,
    input: Pick<SubscribeInput, 'customer'>,
    log: FastifyBaseLogger,
  ): Promise<PaymentState> {
    const now = clock.now();
    if (payment.pixCopyPaste && payment.pixExpiresAt && payment.pixExpiresAt > now) {
      await repo.releasePayment(db, payment.id, {});
      return presentPaymentState(payment, now);
    }
    const logged = { paymentId: payment.id, gateway: gateway.name };
    const pix = await attempts
      .askGateway(payment, (charge) =>
        gateway.createPix({
          ...charge,
          customer: gatewayCustomer(input),
          expiresAt: new Date(now.getTime() + PIX_CHECKOUT_MINUTES * 60_000),
        }),
      )
      .catch((error: unknown) => unavailable(error, log, logged));
    const recorded = {
      gatewayReference: pix.reference,
      pixCopyPaste: pix.copyPaste,
      pixExpiresAt: pix.expiresAt,
      gatewayCustomer: pix.customerReference,
    };
    await repo.recordPix(db, payment.id, recorded);
    log.info(logged, 'pix generated');
    return presentPaymentState({ ...payment, ...recorded }, now);
  }

  /** A card checkout's charge: approved (the card saved to renew), declined, or unknown. */
  async function chargeCard(
    payment: repo.PaymentRow,
    input: CardSubscribeInput,
    log: FastifyBaseLogger,
  ): Promise<SubscriptionStatus> {
    const logged = { paymentId: payment.id, gateway: gateway.name };
    // A failure leaves the charge's fate unknown: the attempt stays pending, to be resumed.
    const result = await attempts
      .askGateway(payment, (charge) =>
        gateway.charge({ ...charge, customer: gatewayCustomer(input), card: gatewayCard(input) }),
      )
      .catch((error: unknown) => unavailable(error, log, logged));
    switch (result.outcome) {
      case 'pending':
        log.warn(logged, 'payment under analysis');
        await repo.releasePayment(db, payment.id, { gatewayReference: result.reference });
        throw new AppError('PAYMENT_IN_PROGRESS', result.message);
      case 'declined':
        log.info(logged, 'payment declined');
        await repo.settlePayment(db, payment.id, {
          status: 'declined',
          gatewayReference: result.reference,
          failureMessage: result.message,
        });
        throw new AppError('PAYMENT_DECLINED', result.message || DECLINED_FALLBACK);
      case 'approved':
        log.info(logged, 'payment approved');
        return attempts.activate(payment, result.reference, result.cardReference);
    }
  }

  return {
    status: (userId: string) => statusOf(db, userId),
    subscribe,

    /** One payment of the caller's, as a Pix's screen follows it; 404 for any other. */
    async payment(userId: string, paymentId: string): Promise<PaymentState> {
      const row = await repo.findOwnPaymentRow(db, userId, paymentId);
      if (!row) throw notFound('payment');
      return presentPaymentState(row, clock.now());
    },

    /**
     * The sandbox's 'Simular pagamento': the caller's Pix is paid, as the bank would. 404 for
     * any other payment; 409 once paid or expired.
     */
    async payPixInSandbox(userId: string, paymentId: string): Promise<PaymentState> {
      const row = await repo.findOwnPaymentRow(db, userId, paymentId);
      if (!row || row.method !== 'pix') throw notFound('payment');
      if (row.status !== 'pending') throw new AppError('PIX_NOT_PENDING');
      if (isExpiredPix(row, clock.now())) throw new AppError('PIX_EXPIRED');
      await attempts.activate(row, row.gatewayReference ?? `sandbox_pix_${row.id}`, null);
      const paid = await repo.findOwnPaymentRow(db, userId, paymentId);
      return presentPaymentState(paid ?? row, clock.now());
    },

    /**
     * 'Trocar cartão': the renewals charge the new card from now on. A plan whose renewal was
     * declined is charged at once, as a checkout; any other running plan is not charged: the
     * card is only saved at the gateway.
     */
    async changeCard(
      userId: string,
      input: ChangeCardInput,
      idempotencyKey: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<SubscriptionStatus> {
      const current = await statusOf(db, userId);
      if (current.currentPlan === null) throw new AppError('NO_PLAN_FOR_CARD');
      if (current.status === 'past_due') {
        const checkout = { ...input, planType: PLAN_TYPE, paymentMethod: 'credit_card' } as const;
        const attempt = await attempts.openCheckout(userId, checkout, idempotencyKey);
        return attempt.kind === 'replayed'
          ? attempt.status
          : chargeCard(attempt.payment, checkout, log);
      }
      const previous = await plans.findSubscription(db, userId);
      const logged = { gateway: gateway.name };
      const saved = await gateway
        .saveCard({
          customer: gatewayCustomer(input),
          card: gatewayCard(input),
          previousReference: previous?.cardReference ?? null,
        })
        .catch((error: unknown) => unavailable(error, log, logged));
      if (saved.outcome === 'declined') {
        log.info(logged, 'card refused');
        throw new AppError('PAYMENT_DECLINED', saved.message || DECLINED_FALLBACK);
      }
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
        const plan = await plans.findSubscription(tx, userId);
        if (!plan || (await statusOf(tx, userId)).currentPlan === null)
          throw new AppError('NO_PLAN_FOR_CARD');
        await repo.replaceCard(tx, userId, {
          gateway: gateway.name,
          cardBrand: cardBrand(input.card.number),
          cardLast4: input.card.number.slice(-4),
          cardReference: saved.cardReference,
        });
        await attempts.scheduleNotices(tx, userId, plan.currentPeriodEnd);
        log.info(logged, 'card replaced');
        return statusOf(tx, userId);
      });
    },

    /** The caller's payments, newest first, a page at a time. */
    async history(userId: string, query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
      const limit = Number(query.limit ?? DEFAULT_PAYMENTS_PAGE);
      const before = query.cursor ? await repo.findOwnPayment(db, userId, query.cursor) : undefined;
      if (query.cursor && !before) throw new AppError('BAD_REQUEST', 'Cursor inválido');
      const rows = await repo.listPayments(db, userId, { before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        payments: page.map((row) => presentPayment(row, clock.now())),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** A paid payment of the caller's, as its receipt shows it; 404 for any other. */
    async receipt(userId: string, paymentId: string): Promise<Receipt> {
      const found = await repo.findPaidPayment(db, userId, paymentId);
      if (!found) throw notFound('payment');
      return presentReceipt(found.payment, found.userName);
    },

    /**
     * Stops the renewals of a running plan, past due or not: its paid period still counts until
     * it ends (a past-due plan's has ended, and so do its writes).
     */
    async cancel(userId: string): Promise<SubscriptionStatus> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
        const { status } = await statusOf(tx, userId);
        if (status !== 'active' && status !== 'past_due')
          throw new AppError('NO_ACTIVE_SUBSCRIPTION');
        await repo.cancelSubscription(tx, userId, new Date());
        return statusOf(tx, userId);
      });
    },

    /**
     * Undoes a cancel while the paid period runs: the plan is active again and renews, with no
     * charge now. Once the period is over there is nothing to resume, and the checkout buys a new
     * month.
     */
    async reactivate(userId: string): Promise<SubscriptionStatus> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
        const current = await statusOf(tx, userId);
        if (current.status !== 'canceled' || current.currentPlan === null)
          throw new AppError('NO_CANCELED_SUBSCRIPTION');
        await repo.reactivateSubscription(tx, userId, new Date());
        return statusOf(tx, userId);
      });
    },

    async postalAddress(code: string): Promise<PostalAddress> {
      const address = await postalCodes.lookup(code).catch((error: unknown) => {
        if (error instanceof PostalCodeUnavailableError)
          throw new AppError('POSTAL_CODE_UNAVAILABLE');
        throw error;
      });
      if (!address) throw new AppError('POSTAL_CODE_NOT_FOUND');
      return address;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
