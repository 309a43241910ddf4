import {
  cardBrand,
  DEFAULT_PAYMENTS_PAGE,
  maskCpf,
  onlyDigits,
  PLAN_NAME,
  PLAN_PRICE_CENTS,
  PLAN_TYPE,
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type PostalAddress,
  type Receipt,
  type SubscribeInput,
  type SubscriptionStatus,
} from '@quadro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { lockUser } from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import type {
  ChargeRequest,
  PaymentGateway,
} from '../../adapters/payment-gateways/payment-gateway.js';
import {
  PostalCodeUnavailableError,
  type PostalCodeLookup,
} from '../../adapters/postal-codes/postal-codes.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import { presentPayment, presentReceipt } from './payments.presenter.js';
import * as repo from './payments.repository.js';
import { receiptEmail } from './receipt-email.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { addOneMonth, subscriptionStatus } from '../../domain/subscription/subscription-state.js';

/**
 * How long one request may talk to the gateway about an attempt (the gateway times out in 15 s).
 * A lease past this was cut off by a crash, and the next attempt resumes it.
 */
const LEASE_MS = 2 * 60 * 1000;

const DECLINED_FALLBACK = 'Erro ao processar pagamento';

async function statusOf(db: DbOrTx, userId: string): Promise<SubscriptionStatus> {
  const plan = await plans.findPlanOf(db, userId);
  if (!plan) throw new AppError('UNAUTHORIZED');
  return subscriptionStatus(plan.trialEndsAt, plan.subscription);
}

/** What a settled attempt answers when its request comes again with the same key. */
function replay(payment: repo.PaymentRow, current: SubscriptionStatus): SubscriptionStatus {
  if (payment.status === 'paid') return current;
  throw new AppError('PAYMENT_DECLINED', payment.failureMessage ?? DECLINED_FALLBACK);
}

/** What the gateway is sent for one attempt: the checkout's data, in the gateway's terms. */
function chargeRequest(
  payment: repo.PaymentRow,
  { customer, card }: SubscribeInput,
): ChargeRequest {
  const { address } = customer;
  return {
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: 'BRL',
    description: PLAN_NAME,
    customer: {
      name: customer.name,
      email: customer.email,
      document: customer.document,
      phone: customer.phone || undefined,
      address: {
        street: address.street,
        streetNumber: address.street_number,
        zipcode: address.zipcode,
        neighborhood: address.neighborhood,
        city: address.city,
        state: address.state,
        country: address.country,
      },
    },
    card: {
      number: card.number,
      holderName: card.holder_name,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvv: card.cvv,
    },
  };
}

export function createPaymentsService({
  db,
  gateway,
  postalCodes,
  mail,
  publicUrl,
}: {
  db: Db;
  gateway: PaymentGateway;
  postalCodes: PostalCodeLookup;
  mail: Mailer;
  publicUrl: string;
}) {
  const receiptUrl = (paymentId: string) =>
    `${publicUrl.replace(/\/+$/, '')}/billing/recibos/${encodeURIComponent(paymentId)}`;

  /**
   * Records the attempt before any money moves, under the user's row lock, so a user's checkouts
   * run one at a time: a retry with the same key answers from its settled attempt; an attempt
   * left pending (its fate unknown) is resumed under its own id, so the gateway charges it at
   * most once; one still talking to the gateway answers 409, as does an active plan. The partial
   * unique index on (user, period) backs this up.
   */
  async function openAttempt(userId: string, input: SubscribeInput, idempotencyKey?: string) {
    const opened = db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
      const current = await statusOf(tx, userId);
      const earlier = idempotencyKey && (await repo.findPaymentByKey(tx, userId, idempotencyKey));
      if (earlier && earlier.status !== 'pending')
        return { kind: 'replayed' as const, status: replay(earlier, current) };
      const now = Date.now();
      const leasedUntil = new Date(now + LEASE_MS);
      const pending = await repo.findPendingPayment(tx, userId);
      if (pending) {
        if (pending.leasedUntil && pending.leasedUntil.getTime() > now)
          throw new AppError('PAYMENT_IN_PROGRESS');
        await repo.leasePayment(tx, pending.id, leasedUntil);
        return { kind: 'opened' as const, payment: pending };
      }
      if (current.status === 'active') throw new AppError('ALREADY_SUBSCRIBED');
      const payment = await repo.insertPayment(tx, {
        userId,
        idempotencyKey: idempotencyKey || null,
        periodNumber: await repo.nextPeriodNumber(tx, userId),
        amountCents: PLAN_PRICE_CENTS,
        currency: 'BRL',
        status: 'pending',
        leasedUntil,
        gateway: gateway.name,
        cardBrand: cardBrand(input.card.number),
        cardLast4: input.card.number.slice(-4),
        customerName: input.customer.name,
        customerDocument: maskCpf(onlyDigits(input.customer.document)),
      });
      return { kind: 'opened' as const, payment };
    });
    return opened.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('PAYMENT_IN_PROGRESS');
      throw error;
    });
  }

  /** An approved charge pays one month, from now or from the end of a period still running. */
  async function activate(payment: repo.PaymentRow, reference: string) {
    const status = await db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
      const now = new Date();
      const running = await plans.findSubscription(tx, payment.userId);
      const start = running && running.currentPeriodEnd > now ? running.currentPeriodEnd : now;
      await repo.settlePayment(tx, payment.id, {
        status: 'paid',
        gatewayReference: reference,
        paidAt: now,
        periodStart: start,
        periodEnd: addOneMonth(start),
      });
      await repo.saveSubscription(tx, {
        userId: payment.userId,
        plan: PLAN_TYPE,
        currentPeriodStart: start,
        currentPeriodEnd: addOneMonth(start),
        canceledAt: null,
        gateway: payment.gateway,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
      });
      if (!running || running.currentPeriodEnd <= now)
        await repo.publishOwnedWorkspaces(tx, payment.userId);
      // The receipt goes to the account's address, with the payment it confirms.
      const paid = await repo.findPaidPayment(tx, payment.userId, payment.id);
      if (paid)
        await enqueueMail(
          tx,
          paid.userEmail,
          receiptEmail(presentReceipt(paid.payment, paid.userName), receiptUrl(payment.id)),
        );
      return statusOf(tx, payment.userId);
    });
    mail.kick();
    return status;
  }

  return {
    status: (userId: string) => statusOf(db, userId),

    /**
     * Charges the monthly plan once per attempt. The gateway is called outside any transaction
     * (a slow gateway must not hold a connection; PGlite has one), with the attempt's id as its
     * idempotency key. `log` is the request's, so its lines carry the request id.
     */
    async subscribe(
      userId: string,
      input: SubscribeInput,
      idempotencyKey: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<SubscriptionStatus> {
      const attempt = await openAttempt(userId, input, idempotencyKey);
      if (attempt.kind === 'replayed') return attempt.status;
      const { payment } = attempt;
      const logged = { paymentId: payment.id, gateway: gateway.name };
      let result;
      try {
        result = await gateway.charge(chargeRequest(payment, input));
      } catch (error) {
        // The charge may or may not have happened: the attempt stays pending, to be resumed.
        const reason = error instanceof Error ? error.name : 'unknown';
        log.warn({ ...logged, reason }, 'payment gateway failed');
        await repo.releasePayment(db, payment.id, { failureMessage: reason });
        throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      }
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
          return activate(payment, result.reference);
      }
    },

    /** The caller's payments, newest first, a page at a time. */
    async history(userId: string, query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
      const limit = Number(query.limit ?? DEFAULT_PAYMENTS_PAGE);
      const before = query.cursor ? await repo.findOwnPayment(db, userId, query.cursor) : undefined;
      if (query.cursor && !before) throw new AppError('BAD_REQUEST', 'Cursor inválido');
      const rows = await repo.listPayments(db, userId, { before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        payments: page.map(presentPayment),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** A paid payment of the caller's, as its receipt shows it; 404 for any other. */
    async receipt(userId: string, paymentId: string): Promise<Receipt> {
      const found = await repo.findPaidPayment(db, userId, paymentId);
      if (!found) throw notFound('payment');
      return presentReceipt(found.payment, found.userName);
    },

    /** Only an active plan is cancelled; its paid period still counts until it ends. */
    async cancel(userId: string): Promise<SubscriptionStatus> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
        if ((await statusOf(tx, userId)).status !== 'active')
          throw new AppError('NO_ACTIVE_SUBSCRIPTION');
        await repo.cancelSubscription(tx, userId, new Date());
        return statusOf(tx, userId);
      });
    },

    /**
     * Undoes a cancel while the paid period runs: the plan is active again, with no charge. Once
     * the period is over there is nothing to resume, and the checkout buys a new month.
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
