import {
  maskCpf,
  onlyDigits,
  PLAN_PRICE_CENTS,
  PIX_INVOICE_DAYS_BEFORE,
  PLAN_NAME,
  PLAN_TYPE,
  RENEWAL_NOTICE_DAYS,
  type SubscribeInput,
  type SubscriptionStatus,
} from '@quadro/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { lockUser } from '../../domain/access/locks.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import { addOneMonth, renewsByItself } from '../../domain/subscription/subscription-state.js';
import type { payments } from '../../platform/db/schema/index.js';
import type { Charge } from '../../adapters/payment-gateways/payment-gateway.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { pixInvoice, renewalNotice } from './jobs/renewal.jobs.js';
import { presentReceipt } from './payments.presenter.js';
import * as repo from './payments.repository.js';
import { statusOf } from './plan-status.js';
import { receiptEmail } from './receipt-email.js';
import { cardBrand } from './card-brand.js';

/**
 * How long one request may talk to the gateway about an attempt (the gateway times out in 15 s).
 * A lease past this was cut off by a crash, and the next attempt resumes it.
 */
const LEASE_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60_000;

export const DECLINED_FALLBACK = 'Erro ao processar pagamento';
const PIX_WAITING =
  'Há um Pix aguardando pagamento. Pague-o ou aguarde ele expirar para usar outra forma de pagamento.';

/** A Pix nobody paid by its expiry, not being talked about with the gateway right now. */
export const isExpiredPix = (payment: repo.PaymentRow, now: Date) =>
  payment.method === 'pix' &&
  payment.pixExpiresAt !== null &&
  payment.pixExpiresAt <= now &&
  !(payment.leasedUntil && payment.leasedUntil > now);

/** A renewal is not charged now: another attempt is talking to the gateway. The job retries. */
export class AttemptBusyError extends Error {
  override name = 'AttemptBusyError';
}

/** What a settled attempt answers when its request comes again with the same key. */
function replay(payment: repo.PaymentRow, current: SubscriptionStatus): SubscriptionStatus {
  if (payment.status === 'paid') return current;
  throw new AppError('PAYMENT_DECLINED', payment.failureMessage ?? DECLINED_FALLBACK);
}

/**
 * Payment attempts (design §7): each is written before any money moves, under the user's row
 * lock, and settled after the gateway answers. A checkout and a renewal go through the same
 * attempts, so the partial unique index on (user, period) allows one paid period whatever races.
 */
export function createAttempts({
  db,
  clock,
  mail,
  gatewayName,
  receiptUrl,
}: {
  db: Db;
  clock: Clock;
  mail: Mailer;
  gatewayName: 'sandbox' | 'pagarme';
  receiptUrl: (paymentId: string) => string;
}) {
  const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);

  /** A new attempt of the monthly plan for the user's next period, leased to the caller. */
  async function insertAttempt(
    tx: Tx,
    userId: string,
    now: Date,
    values: Omit<
      typeof payments.$inferInsert,
      'userId' | 'periodNumber' | 'amountCents' | 'currency' | 'status' | 'leasedUntil'
    >,
  ) {
    return repo.insertPayment(tx, {
      ...values,
      userId,
      periodNumber: await repo.nextPeriodNumber(tx, userId),
      amountCents: PLAN_PRICE_CENTS,
      currency: 'BRL',
      status: 'pending',
      leasedUntil: leaseFrom(now),
    });
  }

  /**
   * The user's pending attempt, if any (there is one at most: the partial unique index); a Pix
   * whose time ran out is marked expired on the way, freeing its period for another attempt.
   */
  async function findLivePending(tx: Tx, userId: string, now: Date) {
    const pending = await repo.findPendingPayment(tx, userId);
    if (!pending || !isExpiredPix(pending, now)) return pending;
    await repo.expirePayment(tx, pending.id);
    return undefined;
  }

  /**
   * A checkout's attempt, by card or Pix: a retry with the same key answers from its settled
   * attempt; a checkout of the same method left pending is resumed under its own id (a card's
   * fate unknown, so the gateway charges it at most once; a Pix still waiting answers its code
   * again); one still talking to the gateway, a renewal's, or a Pix waiting while the person
   * chose a card answers 409, as does an active plan.
   */
  async function openCheckout(userId: string, input: SubscribeInput, idempotencyKey?: string) {
    const opened = db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
      const current = await statusOf(tx, userId);
      const earlier = idempotencyKey && (await repo.findPaymentByKey(tx, userId, idempotencyKey));
      if (earlier && earlier.status !== 'pending')
        return { kind: 'replayed' as const, status: replay(earlier, current) };
      const now = clock.now();
      const pending = await findLivePending(tx, userId, now);
      if (pending) {
        if (pending.leasedUntil && pending.leasedUntil > now)
          throw new AppError('PAYMENT_IN_PROGRESS');
        if (pending.kind !== 'checkout' || pending.method !== input.paymentMethod)
          throw new AppError(
            'PAYMENT_IN_PROGRESS',
            pending.method === 'pix' ? PIX_WAITING : undefined,
          );
        await repo.leasePayment(tx, pending.id, leaseFrom(now));
        return { kind: 'opened' as const, payment: pending };
      }
      if (current.status === 'active') throw new AppError('ALREADY_SUBSCRIBED');
      const card =
        input.paymentMethod === 'credit_card'
          ? { cardBrand: cardBrand(input.card.number), cardLast4: input.card.number.slice(-4) }
          : { cardBrand: null, cardLast4: null };
      const payment = await insertAttempt(tx, userId, now, {
        kind: 'checkout',
        idempotencyKey: idempotencyKey || null,
        gateway: gatewayName,
        method: input.paymentMethod,
        ...card,
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

  /**
   * The renewal of the period ending at `periodEnd`, to the saved card: null when there is
   * nothing to renew any more (cancelled, renewed, card gone); a renewal left pending is resumed
   * under its own id. Throws `AttemptBusyError` while another attempt talks to the gateway.
   */
  async function openRenewal({ userId, periodEnd, failuresBefore }: RenewalRun) {
    const opened = db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return null;
      const plan = await plans.findSubscription(tx, userId);
      const now = clock.now();
      if (!plan?.cardReference || !isRenewing(plan, { periodEnd, failuresBefore }, now))
        return null;
      const cardReference = plan.cardReference;
      const pending = await findLivePending(tx, userId, now);
      if (pending) {
        const resumable = pending.kind === 'renewal' && pending.method === 'credit_card';
        if (!resumable || (pending.leasedUntil && pending.leasedUntil > now))
          throw new AttemptBusyError('another payment attempt is under way');
        await repo.leasePayment(tx, pending.id, leaseFrom(now));
        return { payment: pending, cardReference };
      }
      const payer = await repo.findLastPayer(tx, userId);
      const payment = await insertAttempt(tx, userId, now, {
        kind: 'renewal',
        gateway: plan.gateway,
        cardBrand: plan.cardBrand,
        cardLast4: plan.cardLast4,
        customerName: payer?.customerName ?? null,
        customerDocument: payer?.customerDocument ?? null,
      });
      return { payment, cardReference };
    });
    return opened.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AttemptBusyError('a checkout holds the period');
      throw error;
    });
  }

  /**
   * The attempt of the next month's Pix of a plan paid by Pix, whose period ends at `periodEnd`:
   * null when there is nothing to invoice (cancelled, renewed, switched to a card, a Pix already
   * waiting, no gateway customer to send it to). A Pix whose generation failed is resumed.
   */
  async function openPixInvoice(userId: string, periodEnd: Date) {
    return db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return null;
      const plan = await plans.findSubscription(tx, userId);
      const now = clock.now();
      if (!plan || plan.canceledAt || plan.cardReference || plan.writesUntil <= now) return null;
      if (plan.currentPeriodEnd.getTime() !== periodEnd.getTime()) return null;
      const payer = await repo.findLastPayer(tx, userId);
      if (!payer?.gatewayCustomer) return null;
      const pending = await findLivePending(tx, userId, now);
      if (pending) {
        const resumable = pending.method === 'pix' && !pending.pixCopyPaste;
        if (!resumable || (pending.leasedUntil && pending.leasedUntil > now)) return null;
        await repo.leasePayment(tx, pending.id, leaseFrom(now));
        return { payment: pending, customerReference: payer.gatewayCustomer };
      }
      const payment = await insertAttempt(tx, userId, now, {
        kind: 'renewal',
        method: 'pix',
        gateway: gatewayName,
        customerName: payer.customerName,
        customerDocument: payer.customerDocument,
      });
      return { payment, customerReference: payer.gatewayCustomer };
    });
  }

  /**
   * An approved charge pays one month, once: from the end of the period while the plan's writes
   * run (a month still running, or a renewal's grace), else from now. A plan with a saved card is
   * told of its next renewal 7 and 1 days before it. The receipt goes to the account's address.
   */
  async function activate(
    payment: repo.PaymentRow,
    reference: string,
    cardReference: string | null,
  ): Promise<SubscriptionStatus> {
    const status = await db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
      // A webhook and the request that made the payment may both settle it: once is enough.
      const stored = await repo.findPayment(tx, payment.id);
      if (!stored || stored.status === 'paid' || stored.status === 'refunded')
        return statusOf(tx, payment.userId);
      // A Pix paid after it expired: the money came, so it pays the next period free.
      if (stored.status !== 'pending')
        await repo.reopenPayment(tx, payment.id, await repo.nextPeriodNumber(tx, payment.userId));
      const now = clock.now();
      const running = await plans.findSubscription(tx, payment.userId);
      const continues = running !== undefined && running.writesUntil > now;
      const start = continues ? running.currentPeriodEnd : now;
      const end = addOneMonth(start);
      await repo.settlePayment(tx, payment.id, {
        status: 'paid',
        gatewayReference: reference,
        paidAt: now,
        periodStart: start,
        periodEnd: end,
      });
      await repo.saveSubscription(tx, {
        userId: payment.userId,
        plan: PLAN_TYPE,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        canceledAt: null,
        gateway: payment.gateway,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        cardReference,
      });
      if (cardReference) await scheduleNotices(tx, payment.userId, end);
      if (payment.method === 'pix') await schedulePixInvoice(tx, payment.userId, end);
      // The workspaces' read-only or 'Pagamento pendente' state changes with this payment.
      if (!continues || running.pastDueSince) await repo.publishOwnedWorkspaces(tx, payment.userId);
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

  /** Queues the e-mails that tell of the renewal at `periodEnd`, those whose day is still ahead. */
  async function scheduleNotices(tx: Tx, userId: string, periodEnd: Date) {
    const now = clock.now();
    for (const daysBefore of RENEWAL_NOTICE_DAYS) {
      const runAt = new Date(periodEnd.getTime() - daysBefore * DAY_MS);
      if (runAt > now)
        await enqueueJob(
          tx,
          renewalNotice,
          { userId, periodEnd: periodEnd.toISOString(), daysBefore },
          { runAt, key: `${userId}:${periodEnd.getTime()}:${daysBefore}` },
        );
    }
  }

  /** A plan paid by Pix gets the next month's Pix `PIX_INVOICE_DAYS_BEFORE` days before its end. */
  async function schedulePixInvoice(tx: Tx, userId: string, periodEnd: Date) {
    const runAt = new Date(periodEnd.getTime() - PIX_INVOICE_DAYS_BEFORE * DAY_MS);
    const now = clock.now();
    await enqueueJob(
      tx,
      pixInvoice,
      { userId, periodEnd: periodEnd.toISOString() },
      { runAt: runAt > now ? runAt : now, key: `${userId}:${periodEnd.getTime()}` },
    );
  }

  /**
   * One call to the gateway about an attempt, given what every charge says (the attempt's id is
   * the gateway's idempotency key). A failure leaves the attempt pending, its fate unknown,
   * released for the next request or run to resume under the same id, and is thrown on.
   */
  async function askGateway<T>(
    payment: repo.PaymentRow,
    call: (charge: Charge) => Promise<T>,
  ): Promise<T> {
    try {
      return await call({
        paymentId: payment.id,
        amountCents: payment.amountCents,
        currency: 'BRL',
        description: PLAN_NAME,
      });
    } catch (error) {
      await repo.releasePayment(db, payment.id, {
        failureMessage: error instanceof Error ? error.name : 'unknown',
      });
      throw error;
    }
  }

  return {
    openCheckout,
    openRenewal,
    openPixInvoice,
    askGateway,
    activate,
    scheduleNotices,
  };
}

/** One charge of a renewal: the period it renews, and the declines it follows. */
export interface RenewalRun {
  userId: string;
  periodEnd: Date;
  failuresBefore: number;
}

/**
 * Whether the plan still waits for this charge: it renews by itself, within its grace, the
 * period ending at `periodEnd`, after `failuresBefore` declines (not one more or less).
 */
export const isRenewing = (
  plan: plans.Plan,
  { periodEnd, failuresBefore }: Omit<RenewalRun, 'userId'>,
  now: Date,
) =>
  renewsByItself(plan) &&
  plan.currentPeriodEnd.getTime() === periodEnd.getTime() &&
  plan.renewalFailures === failuresBefore &&
  plan.writesUntil > now;

export type Attempts = ReturnType<typeof createAttempts>;
