import {
  PLAN_NAME,
  type PaymentHistoryItem,
  type PaymentState,
  type Receipt,
} from '@quadro/contracts';
import type { PaymentRow } from './payments.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A pending Pix whose time ran out shows as expired before anything marks it so. */
const shownStatus = (row: PaymentRow, now: Date): PaymentRow['status'] =>
  row.status === 'pending' && row.method === 'pix' && row.pixExpiresAt && row.pixExpiresAt <= now
    ? 'expired'
    : row.status;

export const presentPayment = (row: PaymentRow, now = new Date()): PaymentHistoryItem => ({
  id: row.id,
  amount: row.amountCents,
  currency: 'BRL',
  method: row.method,
  status: shownStatus(row, now),
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  periodStart: iso(row.periodStart),
  periodEnd: iso(row.periodEnd),
  brand: row.cardBrand,
  last4: row.cardLast4,
});

/** A payment as its own screen follows it: a Pix shows its code while it can be paid. */
export function presentPaymentState(row: PaymentRow, now: Date): PaymentState {
  const status = shownStatus(row, now);
  return {
    id: row.id,
    status,
    method: row.method,
    amount: row.amountCents,
    paidAt: iso(row.paidAt),
    pix:
      status === 'pending' && row.pixCopyPaste && row.pixExpiresAt
        ? { copyPaste: row.pixCopyPaste, expiresAt: row.pixExpiresAt.toISOString() }
        : null,
  };
}

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
