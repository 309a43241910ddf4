import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import { lockUser } from '../../domain/access/locks.js';
import * as plans from '../../domain/subscription/plans.repository.js';
import { nextRetryAt, renewsByItself } from '../../domain/subscription/subscription-state.js';
import type { PaymentGateway } from '../../adapters/payment-gateways/payment-gateway.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { isRenewing, type Attempts, type RenewalRun } from './attempts.js';
import { renewalNotice, renewalTick, renewSubscription } from './jobs/renewal.jobs.js';
import * as repo from './payments.repository.js';
import { renewalDeclinedEmail, renewalEndedEmail, renewalNoticeEmail } from './renewal-emails.js';
import { findAccountEmail, findDueRenewals, renewalKey } from './renewals.repository.js';

const cardOf = (plan: plans.Plan) => ({ brand: plan.cardBrand, last4: plan.cardLast4 });

/** Renewals queued by one tick at most; the next tick takes the rest. */
const TICK_BATCH = 500;

/**
 * Renewal by card (design §12, #21): the tick queues each due renewal, the renewal charges the
 * saved card through a payment attempt, and a decline makes the plan `past_due`, retried 1, 3 and
 * 5 days after the first decline; after the last, the plan ends. Registers its jobs;
 * answers the sandbox's way to renew at once.
 */
export function registerRenewals({
  db,
  clock,
  jobs,
  gateway,
  attempts,
  mail,
  billingUrl,
  log,
}: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  gateway: PaymentGateway;
  attempts: Attempts;
  mail: Mailer;
  /** /billing; `?cartao` opens 'Trocar cartão'. */
  billingUrl: string;
  log: FastifyBaseLogger;
}) {
  /**
   * A declined charge of a renewal, under the user's lock: one failure more; a retry and its
   * e-mail, or, after the last, the plan's end and its e-mail. Nothing when the plan moved on
   * meanwhile (a new card paid, a cancel, another run of the same charge).
   */
  async function recordFailure(tx: Tx, run: RenewalRun) {
    const { userId, periodEnd } = run;
    await lockUser(tx, userId);
    const plan = await plans.findSubscription(tx, userId);
    if (!plan || !isRenewing(plan, run, clock.now())) return;
    const failed = await repo.recordRenewalFailure(tx, userId, clock.now());
    const email = await findAccountEmail(tx, userId);
    const retryAt = failed && nextRetryAt(failed);
    if (retryAt) {
      await enqueueJob(
        tx,
        renewSubscription,
        {
          userId,
          periodEnd: periodEnd.toISOString(),
          failuresBefore: failed.renewalFailures,
        },
        { runAt: retryAt, key: `${renewalKey(userId, periodEnd)}:retry${failed.renewalFailures}` },
      );
      if (email)
        await enqueueMail(
          tx,
          email,
          renewalDeclinedEmail(retryAt, cardOf(plan), `${billingUrl}?cartao`),
        );
    } else {
      await repo.endUnpaidSubscription(tx, userId, clock.now());
      if (email) await enqueueMail(tx, email, renewalEndedEmail(billingUrl));
    }
    await repo.publishOwnedWorkspaces(tx, userId);
  }

  /** One charge of the saved card for `run`; throwing leaves it to be tried again. */
  async function renew(run: RenewalRun): Promise<void> {
    const opened = await attempts.openRenewal(run);
    if (!opened) return;
    const { payment, cardReference } = opened;
    const logged = { paymentId: payment.id, gateway: gateway.name };
    // A failure leaves the attempt pending, its fate unknown: the job's next run resumes it.
    const result = await attempts.askGateway(payment, (charge) =>
      gateway.chargeSavedCard({ ...charge, cardReference }),
    );
    switch (result.outcome) {
      case 'approved':
        log.info(logged, 'renewal approved');
        await attempts.activate(payment, result.reference, cardReference);
        return;
      case 'pending':
        log.warn(logged, 'renewal under analysis');
        await repo.releasePayment(db, payment.id, { gatewayReference: result.reference });
        throw new Error('renewal under analysis at the gateway');
      case 'declined':
        log.info(logged, 'renewal declined');
        await db.transaction(async (tx) => {
          await recordFailure(tx, run);
          await repo.settlePayment(tx, payment.id, {
            status: 'declined',
            gatewayReference: result.reference,
            failureMessage: result.message,
          });
        });
        mail.kick();
    }
  }

  const runOf = (payload: { userId: string; periodEnd: string; failuresBefore: number }) => ({
    ...payload,
    periodEnd: new Date(payload.periodEnd),
  });

  jobs.register(renewalTick, {
    async runInTransaction(tx) {
      for (const { userId, periodEnd } of await findDueRenewals(tx, clock.now(), TICK_BATCH))
        await enqueueJob(
          tx,
          renewSubscription,
          { userId, periodEnd: periodEnd.toISOString(), failuresBefore: 0 },
          { key: renewalKey(userId, periodEnd) },
        );
    },
  });

  jobs.register(renewSubscription, {
    run: ({ payload }) => renew(runOf(payload)),
    // The gateway could not be reached all along: a failure like a decline, retried in days.
    failed: (tx, { payload }) => recordFailure(tx, runOf(payload)),
  });

  jobs.register(renewalNotice, {
    async runInTransaction(tx, { payload }) {
      const plan = await plans.findSubscription(tx, payload.userId);
      const periodEnd = new Date(payload.periodEnd);
      if (!plan || !renewsByItself(plan) || plan.pastDueSince) return;
      if (plan.currentPeriodEnd.getTime() !== periodEnd.getTime()) return;
      const email = await findAccountEmail(tx, payload.userId);
      if (email)
        await enqueueMail(tx, email, renewalNoticeEmail(periodEnd, cardOf(plan), billingUrl));
    },
  });

  return {
    /**
     * The sandbox's 'Simular renovação': the period ends now and its renewal is charged at once,
     * as the job would (which is queued too, and finds the work done). False when the plan does
     * not renew by itself.
     */
    async renewNow(userId: string): Promise<boolean> {
      const run = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const plan = await plans.findSubscription(tx, userId);
        const now = clock.now();
        if (!plan || !renewsByItself(plan) || plan.pastDueSince || plan.writesUntil <= now)
          return null;
        await repo.endPeriodAt(tx, userId, now);
        await enqueueJob(
          tx,
          renewSubscription,
          { userId, periodEnd: now.toISOString(), failuresBefore: 0 },
          { key: renewalKey(userId, now) },
        );
        return { userId, periodEnd: now, failuresBefore: 0 };
      });
      if (!run) return false;
      await renew(run).catch((error: unknown) => {
        // Another run holds the attempt, or the gateway failed: the queued job finishes it.
        log.warn(
          { reason: error instanceof Error ? error.name : 'unknown' },
          'sandbox renewal deferred',
        );
      });
      return true;
    },
  };
}

export type Renewals = ReturnType<typeof registerRenewals>;
