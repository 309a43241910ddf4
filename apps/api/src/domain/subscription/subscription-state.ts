import {
  PLAN_TYPE,
  RENEWAL_RETRY_DAYS,
  type SubscriptionStatus,
  type User,
} from '@quadro/contracts';
import type { Plan } from './plans.repository.js';

const DAY_MS = 24 * 60 * 60_000;

export type PlanTerms = Pick<
  Plan,
  | 'currentPeriodEnd'
  | 'canceledAt'
  | 'cardReference'
  | 'cardBrand'
  | 'cardLast4'
  | 'pastDueSince'
  | 'renewalFailures'
  | 'writesUntil'
>;

/** A plan renews by itself when it has a saved card and nobody cancelled it. */
export const renewsByItself = (plan: Pick<PlanTerms, 'canceledAt' | 'cardReference'>) =>
  plan.canceledAt === null && plan.cardReference !== null;

/** When a declined renewal is tried again: days after the first decline, one per failure. */
export function nextRetryAt(plan: Pick<PlanTerms, 'pastDueSince' | 'renewalFailures'>) {
  const days = RENEWAL_RETRY_DAYS[plan.renewalFailures - 1];
  return plan.pastDueSince && days !== undefined
    ? new Date(plan.pastDueSince.getTime() + days * DAY_MS)
    : null;
}

/**
 * What the clock says of a user's plan (design §7, #21): a plan whose writes still run is
 * `active`, `past_due` while a declined renewal is retried, or `canceled` once cancelled (it still
 * counts until its period ends); a plan whose writes ended is `canceled` too. Without a paid plan,
 * the trial is running or over.
 */
export function subscriptionStatus(
  trialEndsAt: Date,
  plan: PlanTerms | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (plan) {
    const running = plan.writesUntil > now;
    const renews = running && renewsByItself(plan);
    const pastDue = renews && plan.pastDueSince !== null;
    return {
      hasSubscription: true,
      status: !running || plan.canceledAt ? 'canceled' : pastDue ? 'past_due' : 'active',
      isTrialing: false,
      trialEndsAt: trialEndsAt.toISOString(),
      currentPlan: running ? PLAN_TYPE : null,
      currentPeriodEnd: plan.currentPeriodEnd.toISOString(),
      renews,
      card:
        plan.cardReference && plan.cardBrand && plan.cardLast4
          ? { brand: plan.cardBrand, last4: plan.cardLast4 }
          : null,
      pastDueSince: pastDue ? plan.pastDueSince!.toISOString() : null,
      nextRetryAt: pastDue ? (nextRetryAt(plan)?.toISOString() ?? null) : null,
      pendingPix: null,
    };
  }
  const trialing = trialEndsAt > now;
  return {
    hasSubscription: false,
    status: trialing ? 'trialing' : 'trial_expired',
    isTrialing: trialing,
    trialEndsAt: trialEndsAt.toISOString(),
    currentPlan: null,
    currentPeriodEnd: null,
    renews: false,
    card: null,
    pastDueSince: null,
    nextRetryAt: null,
    pendingPix: null,
  };
}

/** The account page's word for the same story (spec §2: 'trial' during the trial). */
export function userSubscriptionStatus(status: SubscriptionStatus): User['subscriptionStatus'] {
  return status.status === 'trialing' ? 'trial' : status.status;
}

/** Writes in a workspace need its owner in a trial or in a paid plan's writes (`writesUntil`). */
export function isEntitled(
  trialEndsAt: Date,
  writesUntil: Date | null | undefined,
  now = new Date(),
): boolean {
  return trialEndsAt > now || (writesUntil != null && writesUntil > now);
}

/**
 * One month after `from`, on the same day of the month, or the month's last day when it has
 * none (31 January → 28/29 February), as card statements count it.
 */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
