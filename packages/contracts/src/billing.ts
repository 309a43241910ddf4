import { z } from 'zod';
import { emailSchema } from './auth.js';
import { BR_STATES, isCardExpired, isLuhnValid, isValidCpf, onlyDigits } from './billing-fields.js';
import { storableText } from './fields.js';
import { MAX_NAME_LENGTH } from './limits.js';
import { paymentStateResponseSchema } from './payment-history.js';
import { PLAN_TYPE, SUBSCRIPTION_STATUSES } from './plan.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const subscriptionStatusResponseSchema = z.object({
  hasSubscription: z.boolean(),
  status: subscriptionStateSchema,
  isTrialing: z.boolean(),
  trialEndsAt: z.string().nullable(),
  // Null without a paid period (spec §4: 'Plano Gratuito'). Written as one enum with null in it:
  // `.nullable()` on a literal documents `enum: ['MONTHLY']`, which OpenAPI 3.0 reads as no null.
  currentPlan: z.literal([PLAN_TYPE, null]),
  currentPeriodEnd: z.string().nullable(),
  /** Whether the plan charges its saved card by itself when the period ends. */
  renews: z.boolean(),
  /** The card the renewals charge (brand and last four digits), or null without one. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** While `past_due`: when the renewal was first declined, and when it is tried again. */
  pastDueSince: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  /**
   * A Pix waiting to pay the next month (a plan paid by Pix does not renew by itself: 5 days
   * before the end, one is generated and e-mailed), or a Pix checkout not paid yet.
   */
  pendingPix: z
    .object({ paymentId: z.uuid(), copyPaste: z.string(), expiresAt: z.string() })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusResponseSchema>;

/** A card checkout answers the plan; a Pix checkout answers the Pix to pay. */
export const subscribeResponseSchema = z.union([
  subscriptionStatusResponseSchema,
  paymentStateResponseSchema,
]);
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

const required = (message: string, max = MAX_NAME_LENGTH) =>
  storableText(message).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);

/** A field typed with a mask: the digits are what counts, and there must be exactly `length`. */
const maskedDigits = (message: string, length: number) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((value) => /^[\d\s().-]*$/.test(value), message)
    .transform(onlyDigits)
    .refine((digits) => digits.length === length, message);

export const cpfSchema = z
  .string({ error: 'CPF inválido' })
  .max(20, 'CPF inválido')
  .refine(isValidCpf, 'CPF inválido')
  .transform(onlyDigits);

export const postalCodeSchema = maskedDigits('CEP inválido: use 8 dígitos', 8);

/** Optional: empty means none; otherwise a DDD and 8 or 9 digits. */
export const phoneSchema = z
  .string({ error: 'Telefone inválido' })
  .max(40, 'Telefone inválido')
  .refine((value) => /^[\d\s().+-]*$/.test(value), 'Telefone inválido')
  .transform(onlyDigits)
  .refine((digits) => digits.length === 0 || digits.length === 10 || digits.length === 11, {
    message: 'Telefone inválido: use DDD e número',
  });

export const stateSchema = z.enum(BR_STATES, { error: 'Estado inválido' });

export const cardNumberSchema = z
  .string({ error: 'Número do cartão inválido' })
  .max(40, 'Número do cartão inválido')
  .refine((value) => /^[\d\s-]*$/.test(value), 'Número do cartão inválido')
  .transform(onlyDigits)
  .refine((digits) => digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits), {
    message: 'Número do cartão inválido',
  });

export const cvvSchema = z
  .string({ error: 'CVV inválido' })
  .regex(/^\d{3,4}$/, 'CVV inválido: use 3 ou 4 dígitos');

/** Month and year arrive as numbers or digit strings (forms hold strings). */
const wholeNumber = (message: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,4}$/, message)
        .transform(Number),
    ],
    {
      error: message,
    },
  );

export const expMonthSchema = wholeNumber('Mês de validade inválido').pipe(
  z
    .number()
    .int('Mês de validade inválido')
    .min(1, 'Mês de validade inválido')
    .max(12, 'Mês de validade inválido'),
);
export const expYearSchema = wholeNumber('Ano de validade inválido').pipe(
  z
    .number()
    .int('Ano de validade inválido')
    .min(2000, 'Ano de validade inválido')
    .max(2100, 'Ano de validade inválido'),
);

export const addressSchema = z.object(
  {
    street: required('Rua é obrigatória', 200),
    street_number: required('Número é obrigatório', 20),
    zipcode: postalCodeSchema,
    neighborhood: required('Bairro é obrigatório', 120),
    city: required('Cidade é obrigatória', 120),
    state: stateSchema,
    country: z.literal('BR', { error: 'País inválido: apenas BR' }).default('BR'),
  },
  { error: 'Endereço é obrigatório' },
);

export const paymentCardSchema = z
  .object(
    {
      number: cardNumberSchema,
      holder_name: required('Nome no cartão é obrigatório', 64).transform((name) =>
        name.toUpperCase(),
      ),
      exp_month: expMonthSchema,
      exp_year: expYearSchema,
      cvv: cvvSchema,
    },
    { error: 'Dados do cartão são obrigatórios' },
  )
  .superRefine((card, ctx) => {
    // A day's grace: the card's month may still run where the buyer is (the server runs on UTC).
    if (isCardExpired(card.exp_month, card.exp_year, new Date(Date.now() - DAY_MS)))
      ctx.addIssue({ code: 'custom', path: ['exp_year'], message: 'Cartão vencido' });
  });

/** Who pays: the checkout's customer fields (spec §3). */
export const customerSchema = z.object(
  {
    name: required('Nome é obrigatório'),
    email: emailSchema,
    document: cpfSchema,
    phone: phoneSchema.optional(),
    address: addressSchema,
  },
  { error: 'Dados do cliente são obrigatórios' },
);

const subscribeFields = {
  planType: z.literal(PLAN_TYPE, { error: 'Plano inválido' }),
  customer: customerSchema,
};

/** A checkout by card (spec §3, Checkout payload): charged at once, the card saved to renew. */
export const cardSubscribeSchema = z.object({
  ...subscribeFields,
  paymentMethod: z.literal('credit_card'),
  card: paymentCardSchema,
});
export type CardSubscribeRequest = z.input<typeof cardSubscribeSchema>;
export type CardSubscribeInput = z.output<typeof cardSubscribeSchema>;

/** A checkout by Pix (#21): the customer only; the answer is a Pix to pay. */
export const pixSubscribeSchema = z.object({
  ...subscribeFields,
  paymentMethod: z.literal('pix'),
});

/** POST /v1/payments/subscribe: by card or by Pix, told apart by `paymentMethod`. */
export const subscribeRequestSchema = z.discriminatedUnion(
  'paymentMethod',
  [cardSubscribeSchema, pixSubscribeSchema],
  {
    error: (issue) =>
      issue.input === null || typeof issue.input !== 'object'
        ? 'Dados da assinatura são obrigatórios'
        : 'Forma de pagamento inválida',
  },
);
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type SubscribeInput = z.output<typeof subscribeRequestSchema>;

/**
 * PUT /v1/payments/card ('Trocar cartão'): the checkout's customer and card fields. The card is
 * saved at the gateway for the renewals; a plan whose renewal was declined is charged at once.
 */
export const changeCardRequestSchema = z.object(
  { customer: customerSchema, card: paymentCardSchema },
  { error: 'Dados do cartão são obrigatórios' },
);
export type ChangeCardRequest = z.input<typeof changeCardRequestSchema>;
export type ChangeCardInput = z.output<typeof changeCardRequestSchema>;

/** A retried request with the same key is the same attempt, and charges at most once. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid({ error: 'Idempotency-Key inválida: use um UUID' }).optional(),
});

/** GET /v1/payments/postal-code/:code: the address a CEP names, to fill the checkout. */
export const postalCodeParamsSchema = z.object({ code: postalCodeSchema });
export const postalAddressResponseSchema = z.object({
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressResponseSchema>;

/**
 * Why a workspace whose owner's trial and paid period are over refuses writes (design §7): the
 * API's 402 says it and the read-only banner shows it. The owner is told to subscribe, everyone
 * else to ask the owner.
 */
export const PLAN_ENDED_MESSAGES = {
  owner:
    'Seu período de teste terminou e não há assinatura ativa. Assine o Plano Profissional para voltar a fazer alterações.',
  member:
    'A assinatura deste workspace não está ativa. Peça ao proprietário do workspace para assinar o Plano Profissional.',
} as const;
