import { PLAN_TYPE } from '@quadro/contracts';

const STATUS_LABELS = new Map<string, string>([
  ['active', 'Ativo'],
  ['trialing', 'Período de teste'],
  ['future', 'Período de teste'],
  ['canceled', 'Cancelado'],
  ['trial_expired', 'Teste Expirado'],
]);

/** Spec §4: the status' pt-BR label; a status this build does not know is shown as it came. */
export function subscriptionStatusLabel(status: string): string {
  return STATUS_LABELS.get(status) ?? status;
}

export function isTrialStatus(status: string): boolean {
  return status === 'trialing' || status === 'future';
}

/** What the plan card offers (spec §4): start the trial's plan, nothing (paid), or subscribe. */
export type PlanCardState = 'TRIAL' | 'MONTHLY' | 'INACTIVE';

export function planCardState(status: string): PlanCardState {
  if (isTrialStatus(status)) return 'TRIAL';
  if (status === 'active') return 'MONTHLY';
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

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 99,90' from 9990 centavos (a plain space, as the spec writes it). */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, ' ');
}

/** 'R$ 99,90/mês' from 9990 centavos. */
export function formatMonthlyPrice(priceCents: number): string {
  return `${formatBrl(priceCents)}/mês`;
}

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A date in pt-BR ('27/11/2026'); '' when missing or unparseable. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
