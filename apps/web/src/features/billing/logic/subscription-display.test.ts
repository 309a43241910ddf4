import { describe, expect, it } from 'vitest';
import {
  currentPlanLabel,
  formatDate,
  formatMonthlyPrice,
  planCardState,
  subscriptionStatusLabel,
  trialBannerMessage,
} from './subscription-display';

describe('subscriptionStatusLabel', () => {
  it.each([
    ['active', 'Ativo'],
    ['trialing', 'Período de teste'],
    ['future', 'Período de teste'],
    ['canceled', 'Cancelado'],
    ['trial_expired', 'Teste Expirado'],
    ['past_due', 'past_due'],
    ['constructor', 'constructor'],
  ])('%s → %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });
});

describe('planCardState', () => {
  it.each([
    ['trialing', 'TRIAL'],
    ['future', 'TRIAL'],
    ['active', 'MONTHLY'],
    ['canceled', 'INACTIVE'],
    ['trial_expired', 'INACTIVE'],
    ['past_due', 'INACTIVE'],
  ])('%s → %s', (status, state) => {
    expect(planCardState(status)).toBe(state);
  });
});

describe('labels and formats', () => {
  it('names the current plan', () => {
    expect(currentPlanLabel('MONTHLY')).toBe('Premium Mensal');
    expect(currentPlanLabel(null)).toBe('Plano Gratuito');
  });

  it('counts the trial days left, singular and plural, and today', () => {
    expect(trialBannerMessage(0)).toBe('Seu período de teste expira hoje!');
    expect(trialBannerMessage(1)).toBe('Seu período de teste expira em 1 dia.');
    expect(trialBannerMessage(7)).toBe('Seu período de teste expira em 7 dias.');
  });

  it('writes the price in reais with a plain space', () => {
    expect(formatMonthlyPrice(9990)).toBe('R$ 99,90/mês');
    expect(formatMonthlyPrice(123456)).toBe('R$ 1.234,56/mês');
  });

  it('writes dates in pt-BR', () => {
    expect(formatDate('2026-11-27T12:00:00.000Z')).toBe('27/11/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
