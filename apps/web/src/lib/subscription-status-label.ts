/**
 * A plan's status in pt-BR, as every screen shows it: the billing page's statuses
 * (`GET /v1/payments/subscription-status`) and the signed-in user's (`GET /v1/auth/me`, which
 * says 'trial' for 'trialing'). A status this build does not know is shown as it came.
 */
const STATUS_LABELS = new Map<string, string>([
  ['active', 'Ativo'],
  ['trial', 'Período de teste'],
  ['trialing', 'Período de teste'],
  ['future', 'Período de teste'],
  ['past_due', 'Pagamento pendente'],
  ['canceled', 'Cancelado'],
  ['trial_expired', 'Teste Expirado'],
]);

export function subscriptionStatusLabel(status: string): string {
  return STATUS_LABELS.get(status) ?? status;
}
