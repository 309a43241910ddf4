import { describe, expect, it } from 'vitest';
import { subscriptionStatusLabel } from './subscription-status-label';

describe('subscriptionStatusLabel', () => {
  it.each([
    ['active', 'Ativo'],
    ['trial', 'Período de teste'],
    ['trialing', 'Período de teste'],
    ['future', 'Período de teste'],
    ['past_due', 'Pagamento pendente'],
    ['canceled', 'Cancelado'],
    ['trial_expired', 'Teste Expirado'],
    ['paused', 'paused'],
    ['constructor', 'constructor'],
  ])('%s → %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });
});
