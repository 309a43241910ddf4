import type {
  PaymentHistoryItem,
  PaymentHistoryResponse,
  PaymentState,
  Receipt,
} from '@quadro/contracts';

export const HISTORY_URL = 'GET /v1/payments/history';
export const historyPageUrl = (cursor: string) => `${HISTORY_URL}?cursor=${cursor}`;
export const receiptUrl = (paymentId: string) => `GET /v1/payments/${paymentId}/receipt`;
export const paymentUrl = (paymentId: string) => `GET /v1/payments/${paymentId}`;
export const sandboxPixPayUrl = (paymentId: string) =>
  `POST /v1/payments/sandbox/pix/${paymentId}/pay`;

/** A paid month: 20/11 to 20/12/2026, paid at 12:00 in São Paulo, on the sandbox's Visa. */
export function paymentItem(overrides: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem {
  return {
    id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0001',
    amount: 9990,
    currency: 'BRL',
    method: 'credit_card',
    status: 'paid',
    createdAt: '2026-11-20T14:59:58.000Z',
    paidAt: '2026-11-20T15:00:00.000Z',
    periodStart: '2026-11-20T15:00:00.000Z',
    periodEnd: '2026-12-20T15:00:00.000Z',
    brand: 'visa',
    last4: '0010',
    ...overrides,
  };
}

/** Refused by the issuer on 19/11/2026: no period, not paid. */
export const declinedPayment = paymentItem({
  id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0002',
  status: 'declined',
  createdAt: '2026-11-19T13:00:00.000Z',
  paidAt: null,
  periodStart: null,
  periodEnd: null,
  brand: 'mastercard',
  last4: '0044',
});

export const noPayments: PaymentHistoryResponse = { payments: [], nextCursor: null };

export const receipt: Receipt = {
  id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0001',
  paidAt: '2026-11-20T15:00:00.000Z',
  customerName: 'Maria da Silva',
  customerDocument: '***.982.247-**',
  description: 'Plano Profissional',
  periodStart: '2026-11-20T15:00:00.000Z',
  periodEnd: '2026-12-20T15:00:00.000Z',
  amount: 9990,
  currency: 'BRL',
  method: 'credit_card',
  brand: 'visa',
  last4: '0010',
};

/** A BR Code as the sandbox writes them (a static Pix nobody can pay). */
export const PIX_COPY_PASTE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406099.905802BR5906QUADRO6009SAO PAULO62070503***630411DE';

/** A checkout's Pix, waiting: 30 minutes from `now`. */
export function pixPayment(
  overrides: Partial<PaymentState> = {},
  now: number = Date.now(),
): PaymentState {
  return {
    id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0a01',
    status: 'pending',
    method: 'pix',
    amount: 9990,
    paidAt: null,
    pix: { copyPaste: PIX_COPY_PASTE, expiresAt: new Date(now + 30 * 60_000).toISOString() },
    ...overrides,
  };
}

/** The same Pix, paid. */
export const paidPix = (payment: PaymentState): PaymentState => ({
  ...payment,
  status: 'paid',
  paidAt: new Date().toISOString(),
  pix: null,
});

/** The same Pix, its time run out. */
export const expiredPix = (payment: PaymentState): PaymentState => ({
  ...payment,
  status: 'expired',
  pix: null,
});
