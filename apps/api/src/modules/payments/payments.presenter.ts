import { PLAN_NAME, type PaymentHistoryItem, type Receipt } from '@quadro/contracts';
import type { PaymentRow } from './payments.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const presentPayment = (row: PaymentRow): PaymentHistoryItem => ({
  id: row.id,
  amount: row.amountCents,
  currency: 'BRL',
  method: row.method,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  periodStart: iso(row.periodStart),
  periodEnd: iso(row.periodEnd),
  brand: row.cardBrand,
  last4: row.cardLast4,
});

/** A paid payment's receipt; a payment from before names were kept shows the account's name. */
export const presentReceipt = (row: PaymentRow, accountName: string): Receipt => ({
  id: row.id,
  paidAt: (row.paidAt ?? row.updatedAt).toISOString(),
  customerName: row.customerName ?? accountName,
  customerDocument: row.customerDocument,
  description: PLAN_NAME,
  periodStart: iso(row.periodStart),
  periodEnd: iso(row.periodEnd),
  amount: row.amountCents,
  currency: 'BRL',
  method: row.method,
  brand: row.cardBrand,
  last4: row.cardLast4,
});
