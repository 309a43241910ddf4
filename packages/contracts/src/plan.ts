/** The one paid plan and the trial before it (spec §4, design §7). */
export const PLAN_TYPE = 'MONTHLY';
export const PLAN_FEATURES = [
  'Workspaces ilimitados',
  'Quadros ilimitados',
  'Membros ilimitados',
  'Colaboração em tempo real',
  'Histórico completo de ações',
  'Controle avançado de permissões',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left in the trial: the ceiling of the time until it ends, never below 0 (spec §4).
 * Counted in elapsed time, not calendar dates, so it reads the same in every time zone.
 */
export function trialDaysRemaining(trialEndsAt: string | Date, now: Date = new Date()): number {
  const remaining = new Date(trialEndsAt).getTime() - now.getTime();
  return Number.isNaN(remaining) ? 0 : Math.max(0, Math.ceil(remaining / DAY_MS));
}

/** The status the subscription-status call answers (design §7), computed from the clock. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'trial_expired',
] as const;

/**
 * A declined renewal (#21): the plan is `past_due`, the card is tried again this many days after
 * the first decline, and after the last failure the plan is `canceled`. Writes keep working for
 * `PAST_DUE_GRACE_DAYS` after the period's end meanwhile.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
export const PAST_DUE_GRACE_DAYS = 7;
/** A Pix checkout is valid this long; a month's Pix is generated this many days before its end. */
export const PIX_CHECKOUT_MINUTES = 30;
export const PIX_INVOICE_DAYS_BEFORE = 5;

/** The owner is told of a coming renewal this many days before it. */
export const RENEWAL_NOTICE_DAYS = [7, 1] as const;
