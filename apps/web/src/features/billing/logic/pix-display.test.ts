import { describe, expect, it } from 'vitest';
import { pixPlan, renewingPlan } from '../testing/billing-fixtures';
import { declinedPayment, paymentItem, pixPayment } from '../testing/payment-fixtures';
import {
  expiryAnnouncement,
  formatCountdown,
  isPixAnswer,
  pixScreen,
  planPaymentMethod,
} from './pix-display';

const MINUTE = 60_000;

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding up so 00:00 means over', () => {
    expect(formatCountdown(30 * MINUTE)).toBe('30:00');
    expect(formatCountdown(29 * MINUTE + 41_000)).toBe('29:41');
    expect(formatCountdown(29 * MINUTE + 40_001)).toBe('29:41');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
  });

  it('adds the hours past an hour', () => {
    expect(formatCountdown(61 * MINUTE + 5000)).toBe('1:01:05');
  });
});

describe('expiryAnnouncement', () => {
  it('changes only at a few milestones, not every second, and stays true until the next', () => {
    expect(expiryAnnouncement(29 * MINUTE + 41_000)).toBe('');
    expect(expiryAnnouncement(20 * MINUTE + 1000)).toBe('');
    expect(expiryAnnouncement(20 * MINUTE)).toBe('Faltam menos de 20 minutos para o Pix expirar');
    expect(expiryAnnouncement(11 * MINUTE)).toBe('Faltam menos de 20 minutos para o Pix expirar');
    expect(expiryAnnouncement(10 * MINUTE)).toBe('Faltam menos de 10 minutos para o Pix expirar');
    expect(expiryAnnouncement(4 * MINUTE + 59_000)).toBe(
      'Faltam menos de 5 minutos para o Pix expirar',
    );
    expect(expiryAnnouncement(2 * MINUTE)).toBe('Faltam menos de 2 minutos para o Pix expirar');
    expect(expiryAnnouncement(59_000)).toBe('Falta menos de 1 minuto para o Pix expirar');
    expect(expiryAnnouncement(0)).toBe('Falta menos de 1 minuto para o Pix expirar');
  });

  it('says nothing of a Pix valid for days', () => {
    expect(expiryAnnouncement(5 * 24 * 60 * MINUTE)).toBe('');
  });

  it('makes few distinct announcements over a whole 30-minute Pix', () => {
    const said = new Set<string>();
    for (let ms = 30 * MINUTE; ms >= 0; ms -= 1000) said.add(expiryAnnouncement(ms));
    said.delete('');
    expect([...said]).toHaveLength(5);
  });
});

describe('planPaymentMethod', () => {
  it('is the card a renewing plan charges, whatever the history', () => {
    expect(planPaymentMethod(renewingPlan, undefined)).toBe('credit_card');
  });

  it('is none without a plan', () => {
    expect(planPaymentMethod({ currentPlan: null, card: null }, [])).toBeNull();
  });

  it('waits for the history for a plan with no card, then reads its last paid payment', () => {
    expect(planPaymentMethod(pixPlan, undefined)).toBeUndefined();
    const pix = paymentItem({ method: 'pix', brand: null, last4: null });
    const olderCard = paymentItem({ id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0003' });
    expect(planPaymentMethod(pixPlan, [declinedPayment, pix, olderCard])).toBe('pix');
    expect(planPaymentMethod(pixPlan, [olderCard])).toBe('credit_card');
    expect(planPaymentMethod(pixPlan, [])).toBeNull();
  });
});

describe('pixScreen', () => {
  it('shows the code while it can be paid, then the outcome', () => {
    const waiting = pixPayment();
    expect(pixScreen(waiting)).toBe('waiting');
    expect(pixScreen({ ...waiting, status: 'paid', pix: null })).toBe('paid');
    expect(pixScreen({ ...waiting, status: 'expired', pix: null })).toBe('expired');
    expect(pixScreen({ ...waiting, status: 'refunded', pix: null })).toBe('unavailable');
    expect(pixScreen({ ...waiting, pix: null })).toBe('unavailable');
  });
});

describe('isPixAnswer', () => {
  it("tells a Pix checkout's answer from a plan", () => {
    expect(isPixAnswer({ payment: pixPayment() })).toBe(true);
    expect(isPixAnswer(renewingPlan)).toBe(false);
  });
});
