import { brandName, DEFAULT_TIME_ZONE, type PaymentHistoryItem } from '@quadro/contracts';

/** How the history and the receipt name a payment's outcome (colour is never the only cue). */
const STATUS_LABELS: Record<PaymentHistoryItem['status'], string> = {
  paid: 'Pago',
  declined: 'Recusado',
  pending: 'Em análise',
  expired: 'Expirado',
  refunded: 'Estornado',
};

/** A Pix waits for its payer, not for an analysis: its pending reads 'Aguardando Pix'. */
export function paymentStatusLabel({
  status,
  method,
}: Pick<PaymentHistoryItem, 'status' | 'method'>): string {
  return status === 'pending' && method === 'pix' ? 'Aguardando Pix' : STATUS_LABELS[status];
}

// Payments are billed in Brazil: their days are São Paulo's, wherever the viewer is.
const day = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: DEFAULT_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
});

const validDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '20/11/2026', the day in São Paulo; '' when unparseable. */
export function formatPaymentDate(iso: string): string {
  const date = validDate(iso);
  return date ? day.format(date) : '';
}

/** 'Pago em 20/11/2026 às 12:00', São Paulo's day and time. */
export function formatPaidAt(iso: string): string {
  const date = validDate(iso);
  return date ? `${day.format(date)} às ${time.format(date)}` : '';
}

/** '20/11/2026 a 20/12/2026'; null unless both ends are known. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (!start || !end) return null;
  const from = formatPaymentDate(start);
  const to = formatPaymentDate(end);
  return from && to ? `${from} a ${to}` : null;
}

type CardFields = Pick<PaymentHistoryItem, 'brand' | 'last4'>;
type MethodFields = CardFields & Pick<PaymentHistoryItem, 'method'>;

/** The history's 'Cartão Visa •••• 0010'; 'Cartão de crédito' when the brand was not recorded. */
export function cardSummary({ brand, last4 }: CardFields): string {
  const card = brandName(brand) ? `Cartão ${brandName(brand)}` : 'Cartão de crédito';
  return last4 ? `${card} •••• ${last4}` : card;
}

/** The receipt's 'Cartão Visa terminado em 0010'. */
export function cardSentence({ brand, last4 }: CardFields): string {
  const card = brandName(brand) ? `Cartão ${brandName(brand)}` : 'Cartão de crédito';
  return last4 ? `${card} terminado em ${last4}` : card;
}

/** How a history line says it was paid: 'Pix', or the card's summary. */
export function paymentMethodSummary(payment: MethodFields): string {
  return payment.method === 'pix' ? 'Pix' : cardSummary(payment);
}

/** The receipt's 'Forma de pagamento': 'Pix', or the card's sentence. */
export function paymentMethodSentence(payment: MethodFields): string {
  return payment.method === 'pix' ? 'Pix' : cardSentence(payment);
}
