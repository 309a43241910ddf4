import { describe, expect, it } from 'vitest';
import {
  currentPlanLabel,
  formatDate,
  formatMonthlyPrice,
  pastDueAccessUntil,
  planCardState,
  trialBannerMessage,
} from './subscription-display';

describe('planCardState', () => {
  it.each([
    ['trialing', 'TRIAL'],
    ['future', 'TRIAL'],
    ['active', 'MONTHLY'],
    ['canceled', 'INACTIVE'],
    ['trial_expired', 'INACTIVE'],
    ['past_due', 'PAST_DUE'],
    ['paused', 'INACTIVE'],
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

  it('gives a past-due plan until its last retry, never past the grace days', () => {
    const end = '2026-12-20T12:00:00.000Z';
    expect(pastDueAccessUntil('2026-12-20T12:01:00.000Z', end)).toBe('2026-12-25T12:01:00.000Z');
    expect(pastDueAccessUntil('2026-12-24T12:00:00.000Z', end)).toBe('2026-12-27T12:00:00.000Z');
    expect(pastDueAccessUntil(null, end)).toBe('2026-12-27T12:00:00.000Z');
    expect(pastDueAccessUntil(null, null)).toBeNull();
    expect(pastDueAccessUntil('not a date', 'nor this')).toBeNull();
  });

  it('writes dates in pt-BR', () => {
    expect(formatDate('2026-11-27T12:00:00.000Z')).toBe('27/11/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
