import {
  addressSchema,
  CARD_EXPIRY_YEARS,
  cardNumberSchema,
  cpfSchema,
  customerSchema,
  cvvSchema,
  expMonthSchema,
  expYearSchema,
  isCardExpired,
  paymentCardSchema,
  PLAN_TYPE,
  phoneSchema,
  postalCodeSchema,
  stateSchema,
  type ChangeCardRequest,
  type SubscribeRequest,
} from '@quadro/contracts';
import { z } from 'zod';

/** Shown above the submit button when the CPF is what stops the payment (spec §5). */
export const CPF_FORM_ERROR = 'Por favor, corrija o CPF informado';
export const CARD_EXPIRED = 'Cartão vencido';

/** An empty field or select says what is missing before the contract's rule says what is wrong. */
const filled = (message: string) => z.string({ error: message }).min(1, message);

const customer = customerSchema.shape;
const address = addressSchema.shape;
const card = paymentCardSchema.shape;

/** Who pays and the billing address: a Pix checkout asks for no more. */
const customerFields = {
  name: customer.name,
  email: customer.email,
  document: cpfSchema,
  phone: phoneSchema,
  zipcode: filled('CEP é obrigatório').pipe(postalCodeSchema),
  street: address.street,
  streetNumber: address.street_number,
  neighborhood: address.neighborhood,
  city: address.city,
  state: filled('Selecione o estado').pipe(stateSchema),
};

/**
 * The checkout form, flat, from the very field schemas the API validates the payload with: the
 * masked fields come out as digits, the holder's name in upper case, month and year as numbers.
 */
export const checkoutFormSchema = z
  .object({
    ...customerFields,
    cardNumber: filled('Número do cartão é obrigatório').pipe(cardNumberSchema),
    holderName: card.holder_name,
    // Selects hold digit strings; the contract's number rules (1-12, a sane year) follow.
    expMonth: filled('Selecione o mês').transform(Number).pipe(expMonthSchema.out),
    expYear: filled('Selecione o ano').transform(Number).pipe(expYearSchema.out),
    cvv: filled('CVV é obrigatório').pipe(cvvSchema),
  })
  .refine((values) => !isCardExpired(values.expMonth, values.expYear), {
    // The years offered start at this one, so it is the month that is in the past.
    path: ['expMonth'],
    message: CARD_EXPIRED,
    when: ({ issues }) =>
      !issues.some(({ path }) => path?.[0] === 'expMonth' || path?.[0] === 'expYear'),
  });

/**
 * The same form paid by Pix: the card's fields are kept as typed (should the person switch
 * back to the card), never checked nor sent.
 */
export const pixCheckoutFormSchema = z.object({
  ...customerFields,
  cardNumber: z.string(),
  holderName: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
  cvv: z.string(),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;
export type CheckoutFieldName = keyof CheckoutFormValues;
export type PixCheckoutFormOutput = z.output<typeof pixCheckoutFormSchema>;

/** The fields in the form's reading order: a refused submit focuses the first wrong one. */
export const CHECKOUT_FIELD_ORDER = [
  'name',
  'email',
  'document',
  'phone',
  'zipcode',
  'street',
  'streetNumber',
  'neighborhood',
  'city',
  'state',
  'cardNumber',
  'holderName',
  'expMonth',
  'expYear',
  'cvv',
] as const satisfies readonly CheckoutFieldName[];

export function emptyCheckoutForm(user?: { name: string; email: string } | null) {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    document: '',
    phone: '',
    zipcode: '',
    street: '',
    streetNumber: '',
    neighborhood: '',
    city: '',
    state: '',
    cardNumber: '',
    holderName: '',
    expMonth: '',
    expYear: '',
    cvv: '',
  } satisfies Record<CheckoutFieldName, string>;
}

/** Who pays, as the API takes it (spec §3): country 'BR', no phone when none given. */
function toCustomer(
  values: PixCheckoutFormOutput | CheckoutFormOutput,
): ChangeCardRequest['customer'] {
  return {
    name: values.name,
    email: values.email,
    document: values.document,
    ...(values.phone ? { phone: values.phone } : {}),
    address: {
      street: values.street,
      street_number: values.streetNumber,
      zipcode: values.zipcode,
      neighborhood: values.neighborhood,
      city: values.city,
      state: values.state,
      country: 'BR',
    },
  };
}

/** Who pays and with which card. 'Trocar cartão' sends just this. */
export function toChangeCardRequest(values: CheckoutFormOutput): ChangeCardRequest {
  return {
    customer: toCustomer(values),
    card: {
      number: values.cardNumber,
      holder_name: values.holderName,
      exp_month: values.expMonth,
      exp_year: values.expYear,
      cvv: values.cvv,
    },
  };
}

/** Spec §3's checkout payload: the same customer and card, plan and method fixed. */
export function toSubscribeRequest(values: CheckoutFormOutput): SubscribeRequest {
  const { customer, card } = toChangeCardRequest(values);
  return { planType: PLAN_TYPE, customer, paymentMethod: 'credit_card', card };
}

/** A Pix checkout's payload: the customer only; the answer is the Pix to pay. */
export function toPixSubscribeRequest(values: PixCheckoutFormOutput): SubscribeRequest {
  return { planType: PLAN_TYPE, customer: toCustomer(values), paymentMethod: 'pix' };
}

/** Spec §5: expiry years from this one, CARD_EXPIRY_YEARS of them. */
export function expiryYears(now: Date = new Date()): number[] {
  return Array.from({ length: CARD_EXPIRY_YEARS }, (_, index) => now.getFullYear() + index);
}

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
