import { describe, expect, it } from 'vitest';
import { isCardExpired } from './billing-fields.js';
import { subscribeRequestSchema } from './billing.js';
import { trialDaysRemaining } from './plan.js';

describe('trialDaysRemaining', () => {
  const end = '2026-11-30T03:00:00.000Z'; // midnight in São Paulo (UTC−3)
  const at = (iso: string) => new Date(iso);

  it.each([
    ['a whole week before', '2026-11-23T03:00:00.000Z', 7],
    ['a week less a millisecond', '2026-11-23T03:00:00.001Z', 7],
    ['six days and a millisecond', '2026-11-24T02:59:59.999Z', 7],
    ['exactly six days', '2026-11-24T03:00:00.000Z', 6],
    ['one minute before local midnight, a day out', '2026-11-29T02:59:00.000Z', 2],
    ['one minute after local midnight, a day out', '2026-11-29T03:01:00.000Z', 1],
    ['a millisecond before the end', '2026-11-30T02:59:59.999Z', 1],
    ['at the end', '2026-11-30T03:00:00.000Z', 0],
    ['after the end', '2026-12-05T00:00:00.000Z', 0],
  ])('%s', (_, now, days) => {
    expect(trialDaysRemaining(end, at(now))).toBe(days);
  });

  it('counts elapsed time, so every time zone reads the same number', () => {
    const now = at('2026-11-29T23:30:00.000-03:00');
    for (const sameInstant of [end, '2026-11-30T00:00:00-03:00', '2026-11-30T12:00:00+09:00'])
      expect(trialDaysRemaining(sameInstant, now)).toBe(1);
  });

  it('takes a Date and answers 0 for an unreadable date', () => {
    expect(trialDaysRemaining(new Date('2026-11-30T03:00:00Z'), at('2026-11-28T03:00:00Z'))).toBe(
      2,
    );
    expect(trialDaysRemaining('not a date', at('2026-11-28T03:00:00Z'))).toBe(0);
  });
});

describe('isCardExpired', () => {
  const now = new Date(2026, 10, 23); // 23 November 2026, local
  it.each([
    [11, 2026, false],
    [12, 2026, false],
    [1, 2027, false],
    [10, 2026, true],
    [12, 2025, true],
  ])('%i/%i → %s', (month, year, expired) => {
    expect(isCardExpired(month, year, now)).toBe(expired);
  });
});

describe('subscribeRequestSchema', () => {
  const year = new Date().getFullYear() + 1;
  const body = {
    planType: 'MONTHLY',
    customer: {
      name: ' Maria Silva ',
      email: 'Maria@Example.com',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      address: {
        street: 'Praça da Sé',
        street_number: '100',
        zipcode: '01001-000',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    paymentMethod: 'credit_card',
    card: { number: '4000 0000 0000 0010', holder_name: 'maria silva', exp_month: '03', exp_year: String(year), cvv: '123' },
  }; // prettier-ignore

  it('keeps digits of masked fields, upper-cases the holder and defaults the country', () => {
    const parsed = subscribeRequestSchema.parse(body);
    expect(parsed.customer).toMatchObject({
      name: 'Maria Silva',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
      address: { zipcode: '01001000', country: 'BR' },
    });
    expect(parsed.paymentMethod === 'credit_card' && parsed.card).toEqual({
      number: '4000000000000010',
      holder_name: 'MARIA SILVA',
      exp_month: 3,
      exp_year: year,
      cvv: '123',
    });
  });

  it('names the failing field in pt-BR', () => {
    const result = subscribeRequestSchema.safeParse({
      ...body,
      customer: { ...body.customer, document: '123.456.789-00' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customer.document', 'CPF inválido'],
    ]);
  });

  it('takes a Pix checkout without a card', () => {
    const { card: _card, ...withoutCard } = body;
    const parsed = subscribeRequestSchema.parse({ ...withoutCard, paymentMethod: 'pix' });
    expect(parsed).toMatchObject({ paymentMethod: 'pix', customer: { document: '52998224725' } });
    expect('card' in parsed).toBe(false);
  });

  it('refuses an unknown payment method, and a body that is not an object, in pt-BR', () => {
    const unknown = subscribeRequestSchema.safeParse({ ...body, paymentMethod: 'boleto' });
    expect(unknown.error?.issues.map(({ message }) => message)).toEqual([
      'Forma de pagamento inválida',
    ]);
    const missing = subscribeRequestSchema.safeParse(null);
    expect(missing.error?.issues.map(({ message }) => message)).toEqual([
      'Dados da assinatura são obrigatórios',
    ]);
  });
});
