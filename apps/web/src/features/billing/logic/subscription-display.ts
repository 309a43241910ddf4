import { formatBrl, PAST_DUE_GRACE_DAYS, RENEWAL_RETRY_DAYS, PLAN_TYPE } from '@quadro/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isTrialStatus(status: string): boolean {
  return status === 'trialing' || status === 'future';
}

/**
 * What the plan card offers (spec §4): start the trial's plan, nothing (paid, or paid with its
 * renewal pending: the status panel offers the new card), or subscribe.
 */
export type PlanCardState = 'TRIAL' | 'MONTHLY' | 'PAST_DUE' | 'INACTIVE';

export function planCardState(status: string): PlanCardState {
  if (isTrialStatus(status)) return 'TRIAL';
  if (status === 'active') return 'MONTHLY';
  if (status === 'past_due') return 'PAST_DUE';
  return 'INACTIVE';
}

export function currentPlanLabel(currentPlan: string | null): string {
  return currentPlan === PLAN_TYPE ? 'Premium Mensal' : 'Plano Gratuito';
}

/** The trial banner's sentence for `days` whole days left (spec §4: 0 is 'hoje'). */
export function trialBannerMessage(days: number): string {
  if (days <= 0) return 'Seu período de teste expira hoje!';
  return `Seu período de teste expira em ${days} ${days === 1 ? 'dia' : 'dias'}.`;
}

/** 'R$ 99,90/mês' from 9990 centavos. */
export function formatMonthlyPrice(priceCents: number): string {
  return `${formatBrl(priceCents)}/mês`;
}

// Made on first use: this module is on the board's first paint, which shows no date of it, and
// the first pt-BR format costs the page its locale data.
let shortDate: Intl.DateTimeFormat | undefined;

/** A date in pt-BR ('27/11/2026'); '' when missing or unparseable. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  shortDate ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return shortDate.format(date);
}

/**
 * Until when a plan whose renewal was declined keeps its workspaces writable: its last retry
 * (`RENEWAL_RETRY_DAYS` after the first decline), which ends the plan if it fails too, and never
 * past the grace days after the period's end. Null when neither date is known.
 */
export function pastDueAccessUntil(
  pastDueSince: string | null,
  currentPeriodEnd: string | null,
): string | null {
  const lastRetry = time(pastDueSince) + (RENEWAL_RETRY_DAYS.at(-1) ?? 0) * DAY_MS;
  const graceEnd = time(currentPeriodEnd) + PAST_DUE_GRACE_DAYS * DAY_MS;
  const until = Math.min(...[lastRetry, graceEnd].filter((at) => !Number.isNaN(at)));
  return Number.isFinite(until) ? new Date(until).toISOString() : null;
}

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);
