import { z } from 'zod';
import { id, pageQuerySchema } from './fields.js';
import { MAX_PAYMENTS_PAGE } from './limits.js';

/** How a payment was made. */
export const PAYMENT_METHODS = ['credit_card', 'pix'] as const;
/**
 * `expired`: a Pix nobody paid in time; `refunded`: the gateway gave the money back (a refund or
 * a chargeback), which ends the plan.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'expired', 'refunded'] as const;

/** One line of 'Histórico de pagamentos': an attempt, paid or not. Amounts in centavos. */
export const paymentHistoryItemSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.literal('BRL'),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The month it paid for; null unless paid. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistoryQuerySchema = pageQuerySchema(MAX_PAYMENTS_PAGE);
export type PaymentHistoryQuery = z.input<typeof paymentHistoryQuerySchema>;

/** Newest first; `nextCursor` is null when nothing older is left. */
export const paymentHistoryResponseSchema = z.object({
  payments: z.array(paymentHistoryItemSchema),
  nextCursor: z.uuid().nullable(),
});
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

export const paymentIdParamsSchema = z.object({ id: id('Identificador inválido') });

/** A Pix to pay: the copia-e-cola (a BR Code, drawn as the QR code) and until when it is valid. */
export const pixCodeSchema = z.object({ copyPaste: z.string(), expiresAt: z.string() });
export type PixCode = z.infer<typeof pixCodeSchema>;

/**
 * One payment as its own screen follows it (GET /v1/payments/:id, and a Pix checkout's answer):
 * a Pix carries its code while it waits.
 */
export const paymentStateSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  paidAt: z.string().nullable(),
  pix: pixCodeSchema.nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;
export const paymentStateResponseSchema = z.object({ payment: paymentStateSchema });
export type PaymentStateResponse = z.infer<typeof paymentStateResponseSchema>;

/**
 * What a paid payment's receipt shows: who paid (the CPF masked as '***.456.789-**'), for which
 * month, how much and how. Null where an older payment did not record it.
 */
export const receiptSchema = z.object({
  id: z.uuid(),
  paidAt: z.string(),
  customerName: z.string(),
  customerDocument: z.string().nullable(),
  description: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  amount: z.number().int(),
  currency: z.literal('BRL'),
  method: z.enum(PAYMENT_METHODS),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ receipt: receiptSchema });
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;

/** '52998224725' → '***.982.247-**': enough for the payer to recognise, too little to use. */
export const maskCpf = (digits: string): string =>
  `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
