import { describe, expect, it } from 'vitest';
import { formatBrl } from '@quadro/contracts';
import {
  cardSentence,
  cardSummary,
  formatPaidAt,
  formatPaymentDate,
  formatPeriod,
  paymentMethodSentence,
  paymentMethodSummary,
  paymentStatusLabel,
} from './payment-display';

describe('payment display', () => {
  it('formats centavos as reais with a plain space', () => {
    expect(formatBrl(9990)).toBe('R$ 99,90');
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
  });

  it('names each status in words', () => {
    const card = 'credit_card' as const;
    expect(paymentStatusLabel({ status: 'paid', method: card })).toBe('Pago');
    expect(paymentStatusLabel({ status: 'declined', method: card })).toBe('Recusado');
    expect(paymentStatusLabel({ status: 'pending', method: card })).toBe('Em análise');
    expect(paymentStatusLabel({ status: 'expired', method: 'pix' })).toBe('Expirado');
    expect(paymentStatusLabel({ status: 'refunded', method: card })).toBe('Estornado');
  });

  it('says a pending Pix waits for its payer, not for an analysis', () => {
    expect(paymentStatusLabel({ status: 'pending', method: 'pix' })).toBe('Aguardando Pix');
    expect(paymentStatusLabel({ status: 'paid', method: 'pix' })).toBe('Pago');
  });

  it('reads dates in São Paulo time, whatever the viewer’s zone', () => {
    // 01:30 UTC on the 21st is still the 20th in São Paulo (UTC−3).
    expect(formatPaymentDate('2026-11-21T01:30:00.000Z')).toBe('20/11/2026');
    expect(formatPaidAt('2026-11-21T01:30:00.000Z')).toBe('20/11/2026 às 22:30');
    expect(formatPaymentDate('nope')).toBe('');
  });

  it('writes a period only when both ends are known', () => {
    expect(formatPeriod('2026-11-20T15:00:00.000Z', '2026-12-20T15:00:00.000Z')).toBe(
      '20/11/2026 a 20/12/2026',
    );
    expect(formatPeriod(null, '2026-12-20T15:00:00.000Z')).toBeNull();
  });

  it('describes the card, with what is known of it', () => {
    expect(cardSummary({ brand: 'visa', last4: '0010' })).toBe('Cartão Visa •••• 0010');
    expect(cardSummary({ brand: null, last4: null })).toBe('Cartão de crédito');
    expect(cardSentence({ brand: 'visa', last4: '0010' })).toBe('Cartão Visa terminado em 0010');
    expect(cardSentence({ brand: 'elo', last4: null })).toBe('Cartão Elo');
  });

  it('names Pix as the method instead of a card', () => {
    const pix = { method: 'pix', brand: null, last4: null } as const;
    expect(paymentMethodSummary(pix)).toBe('Pix');
    expect(paymentMethodSentence(pix)).toBe('Pix');
    const visa = { method: 'credit_card', brand: 'visa', last4: '0010' } as const;
    expect(paymentMethodSummary(visa)).toBe('Cartão Visa •••• 0010');
    expect(paymentMethodSentence(visa)).toBe('Cartão Visa terminado em 0010');
  });
});
