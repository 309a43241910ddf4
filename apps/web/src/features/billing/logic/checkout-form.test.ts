import { changeCardRequestSchema, subscribeRequestSchema } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRED,
  CHECKOUT_FIELD_ORDER,
  checkoutFormSchema,
  emptyCheckoutForm,
  expiryYears,
  pixCheckoutFormSchema,
  toChangeCardRequest,
  toPixSubscribeRequest,
  toSubscribeRequest,
  type CheckoutFormValues,
} from './checkout-form';
import { expectedCheckoutPayload } from '../testing/billing-fixtures';

const nextYear = String(new Date().getFullYear() + 1);

const filled: CheckoutFormValues = {
  name: '  Maria da Silva ',
  email: 'Maria@Example.com',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  streetNumber: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cardNumber: '4000 0000 0000 0010',
  holderName: 'maria silva',
  expMonth: '12',
  expYear: nextYear,
  cvv: '123',
};

describe('checkoutFormSchema → toSubscribeRequest', () => {
  it('sends digits, upper case and numbers, in the payload the API accepts', () => {
    const payload = toSubscribeRequest(checkoutFormSchema.parse(filled));
    expect(payload).toEqual(
      expectedCheckoutPayload({ holderName: 'MARIA SILVA', expYear: Number(nextYear) }),
    );
    expect(subscribeRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("sends 'Trocar cartão' the same customer and card, without plan and method", () => {
    const { customer, card } = expectedCheckoutPayload({
      holderName: 'MARIA SILVA',
      expYear: Number(nextYear),
    });
    const payload = toChangeCardRequest(checkoutFormSchema.parse(filled));
    expect(payload).toEqual({ customer, card });
    expect(changeCardRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a Pix checkout the same customer, no card, whatever the card fields hold', () => {
    const { planType, customer } = expectedCheckoutPayload({
      holderName: 'MARIA SILVA',
      expYear: Number(nextYear),
    });
    const values = pixCheckoutFormSchema.parse({
      ...filled,
      cardNumber: '4000 0000 0000 0011',
      expMonth: '',
      cvv: '',
    });
    const payload = toPixSubscribeRequest(values);
    expect(payload).toEqual({ planType, customer, paymentMethod: 'pix' });
    expect(subscribeRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('checks the customer of a Pix checkout as strictly as a card one', () => {
    const result = pixCheckoutFormSchema.safeParse({
      ...emptyCheckoutForm({ name: 'Maria', email: 'maria@example.com' }),
      document: '123.456.789-00',
    });
    expect(result.error?.issues.map((issue) => String(issue.path[0]))).toEqual([
      'document',
      'zipcode',
      'street',
      'streetNumber',
      'neighborhood',
      'city',
      'state',
    ]);
  });

  it('leaves the optional phone out when empty', () => {
    const payload = toSubscribeRequest(checkoutFormSchema.parse({ ...filled, phone: '' }));
    expect(payload.customer).not.toHaveProperty('phone');
  });

  it('says what is missing in an empty form', () => {
    const result = checkoutFormSchema.safeParse(emptyCheckoutForm());
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      document: 'CPF inválido',
      zipcode: 'CEP é obrigatório',
      street: 'Rua é obrigatória',
      streetNumber: 'Número é obrigatório',
      neighborhood: 'Bairro é obrigatório',
      city: 'Cidade é obrigatória',
      state: 'Selecione o estado',
      cardNumber: 'Número do cartão é obrigatório',
      holderName: 'Nome no cartão é obrigatório',
      expMonth: 'Selecione o mês',
      expYear: 'Selecione o ano',
      cvv: 'CVV é obrigatório',
    });
    expect(messages).not.toHaveProperty('phone');
  });

  it('refuses a bad CPF, a card failing Luhn and an expired month', () => {
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    const result = checkoutFormSchema.safeParse({
      ...filled,
      document: '123.456.789-00',
      cardNumber: '4000 0000 0000 0011',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'CPF inválido',
      'Número do cartão inválido',
    ]);

    const expired = checkoutFormSchema.safeParse({
      ...filled,
      expMonth: String(lastMonth.getMonth() + 1),
      expYear: String(lastMonth.getFullYear()),
    });
    expect(expired.error?.issues).toMatchObject([{ path: ['expMonth'], message: CARD_EXPIRED }]);
  });

  it('orders every field once, for the focus after a refused submit', () => {
    expect([...CHECKOUT_FIELD_ORDER].sort()).toEqual(Object.keys(emptyCheckoutForm()).sort());
  });

  it('offers ten expiry years from this one', () => {
    expect(expiryYears(new Date(2026, 10, 20))).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ]);
  });
});
