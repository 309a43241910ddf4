import {
  cardBrand,
  maskCpf,
  onlyDigits,
  PLAN_PRICE_CENTS,
  PLAN_TYPE,
  RENEWAL_NOTICE_DAYS,
  type SubscribeInput,
  type SubscriptionStatus,
} from '@quadro/contracts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { lockUser } from '../../domain/access/locks.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import {
  addOneMonth,
  renewsByItself,
  subscriptionStatus,
} from '../../domain/subscription/subscription-state.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { renewalNotice } from './jobs/renewal.jobs.js';
import { presentReceipt } from './payments.presenter.js';
import * as repo from './payments.repository.js';
import { receiptEmail } from './receipt-email.js';

/**
 * How long one request may talk to the gateway about an attempt (the gateway times out in 15 s).
 * A lease past this was cut off by a crash, and the next attempt resumes it.
 */
const LEASE_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60_000;

export const DECLINED_FALLBACK = 'Erro ao processar pagamento';

/** A renewal is not charged now: another attempt is talking to the gateway. The job retries. */
export class AttemptBusyError extends Error {
  override name = 'AttemptBusyError';
}

export async function statusOf(db: DbOrTx, userId: string): Promise<SubscriptionStatus> {
  const plan = await plans.findPlanOf(db, userId);
  if (!plan) throw new AppError('UNAUTHORIZED');
  return subscriptionStatus(plan.trialEndsAt, plan.subscription);
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

  /**
   * A checkout's attempt: a retry with the same key answers from its settled attempt; a checkout
   * left pending (its fate unknown) is resumed under its own id, so the gateway charges it at
   * most once; one still talking to the gateway, or a renewal's, answers 409, as does an active
   * plan.
   */
  async function openCheckout(userId: string, input: SubscribeInput, idempotencyKey?: string) {
    const opened = db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
      const current = await statusOf(tx, userId);
      const earlier = idempotencyKey && (await repo.findPaymentByKey(tx, userId, idempotencyKey));
      if (earlier && earlier.status !== 'pending')
        return { kind: 'replayed' as const, status: replay(earlier, current) };
      const now = clock.now();
      const pending = await repo.findPendingPayment(tx, userId);
      if (pending) {
        if (pending.kind !== 'checkout' || (pending.leasedUntil && pending.leasedUntil > now))
          throw new AppError('PAYMENT_IN_PROGRESS');
        await repo.leasePayment(tx, pending.id, leaseFrom(now));
        return { kind: 'opened' as const, payment: pending };
      }
      if (current.status === 'active') throw new AppError('ALREADY_SUBSCRIBED');
      const payment = await repo.insertPayment(tx, {
        userId,
        kind: 'checkout',
        idempotencyKey: idempotencyKey || null,
        periodNumber: await repo.nextPeriodNumber(tx, userId),
        amountCents: PLAN_PRICE_CENTS,
        currency: 'BRL',
        status: 'pending',
        leasedUntil: leaseFrom(now),
        gateway: gatewayName,
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
      const pending = await repo.findPendingPayment(tx, userId);
      if (pending) {
        if (pending.kind !== 'renewal' || (pending.leasedUntil && pending.leasedUntil > now))
          throw new AttemptBusyError('another payment attempt is under way');
        await repo.leasePayment(tx, pending.id, leaseFrom(now));
        return { payment: pending, cardReference };
      }
      const payer = await repo.findLastPayer(tx, userId);
      const payment = await repo.insertPayment(tx, {
        userId,
        kind: 'renewal',
        periodNumber: await repo.nextPeriodNumber(tx, userId),
        amountCents: PLAN_PRICE_CENTS,
        currency: 'BRL',
        status: 'pending',
        leasedUntil: leaseFrom(now),
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
   * An approved charge pays one month: from the end of the period while the plan's writes run
   * (a month still running, or a renewal's grace), else from now. A plan with a saved card is
   * told of its next renewal 7 and 1 days before it. The receipt goes to the account's address.
   */
  async function activate(
    payment: repo.PaymentRow,
    reference: string,
    cardReference: string | null,
  ): Promise<SubscriptionStatus> {
    const status = await db.transaction(async (tx) => {
      await lockUser(tx, payment.userId);
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

  return { openCheckout, openRenewal, activate, scheduleNotices };
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
