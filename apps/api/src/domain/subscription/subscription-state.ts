import { PLAN_TYPE, type SubscriptionStatus, type User } from '@quadro/contracts';

export interface SubscriptionTerms {
  currentPeriodEnd: Date;
  canceledAt: Date | null;
}

/**
 * What the clock says of a user's plan (design §7): a paid period still running is `active`, or
 * `canceled` once cancelled (it still counts until it ends); an ended period is `canceled` too.
 * Without a paid plan, the trial is running or over.
 */
export function subscriptionStatus(
  trialEndsAt: Date,
  subscription: SubscriptionTerms | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (subscription) {
    const paidThrough = subscription.currentPeriodEnd > now;
    return {
      hasSubscription: true,
      status: paidThrough && subscription.canceledAt === null ? 'active' : 'canceled',
      isTrialing: false,
      trialEndsAt: trialEndsAt.toISOString(),
      currentPlan: paidThrough ? PLAN_TYPE : null,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
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
  };
}

/** The account page's word for the same story (spec §2: 'trial' during the trial). */
export function userSubscriptionStatus(status: SubscriptionStatus): User['subscriptionStatus'] {
  return status.status === 'trialing' ? 'trial' : status.status;
}

/** Writes in a workspace need its owner in a trial or a paid period, cancelled or not. */
export function isEntitled(
  trialEndsAt: Date,
  currentPeriodEnd: Date | null | undefined,
  now = new Date(),
): boolean {
  return trialEndsAt > now || (currentPeriodEnd != null && currentPeriodEnd > now);
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
