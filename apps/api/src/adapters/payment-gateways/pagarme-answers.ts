import { GatewayUnavailableError, type OrderState, type PixCharge } from './payment-gateway.js';

/** An HTTP answer of Pagar.me, its body unread. */
export interface Answer {
  status: number;
  text: string;
}

interface PagarmeTransaction {
  status?: unknown;
  acquirer_message?: unknown;
  card?: { id?: unknown } | null;
  /** A Pix's: the BR Code (copia-e-cola) and until when it can be paid. */
  qr_code?: unknown;
  expires_at?: unknown;
}

/** The few fields of a Pagar.me v5 order we read; anything else in the answer is ignored. */
export interface PagarmeOrder {
  id?: unknown;
  code?: unknown;
  status?: unknown;
  customer?: { id?: unknown } | null;
  charges?: { status?: unknown; last_transaction?: PagarmeTransaction | null }[] | null;
}

/** Pagar.me's validation answer: the data was refused, so nothing was charged or saved. */
export const isRefusal = (status: number) => status === 400 || status === 422;

/** Pagar.me's ids (`or_…`, `cus_…`, `card_…`): letters, digits, `_` and `-`, nothing else. */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]+$/.test(value);

/**
 * A 2xx answer's object, which must have an id; anything else is the gateway failing. Errors name
 * only the HTTP status or what was missing, never the answer's body.
 */
export function parseAnswer<T extends { id?: unknown }>(
  { status, text }: Answer,
  what: string,
): T & { id: string } {
  if (status < 200 || status > 299)
    throw new GatewayUnavailableError(`Pagar.me answered HTTP ${status}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new GatewayUnavailableError('Pagar.me answered invalid JSON');
  }
  if (typeof value !== 'object' || value === null || !isId((value as T).id))
    throw new GatewayUnavailableError(`Pagar.me answered ${what} without id`);
  return value as T & { id: string };
}

/**
 * The Pix Pagar.me generated: its charge's last transaction holds the copia-e-cola. Without one
 * there is nothing to pay, so the gateway failed; its own expiry wins over the one we asked for,
 * and the customer it answers over the one we named (`requested`).
 */
export function readPix(
  order: PagarmeOrder & { id: string },
  requested: { expiresAt: Date; customerReference: string | null },
): PixCharge {
  const transaction = order.charges?.[0]?.last_transaction;
  const copyPaste = transaction?.qr_code;
  if (order.status === 'failed' || typeof copyPaste !== 'string' || copyPaste.trim() === '')
    throw new GatewayUnavailableError('Pagar.me answered a Pix order without qr_code');
  const customerId = order.customer?.id;
  const customerReference = isId(customerId) ? customerId : requested.customerReference;
  if (customerReference === null)
    throw new GatewayUnavailableError('Pagar.me answered a Pix order without customer');
  return {
    reference: order.id,
    customerReference,
    copyPaste: copyPaste.trim(),
    expiresAt: parseTime(transaction?.expires_at) ?? requested.expiresAt,
  };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/** Pagar.me's times are UTC, sometimes written without a zone (`2022-06-29T20:23:42`). */
function parseTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_TIME.exec(value);
  if (!match) return null;
  const time = new Date(match[2] ? value : `${value}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** A charge's statuses that mean the money arrived (`overpaid`: more than the amount). */
const PAID_CHARGE = new Set<unknown>(['paid', 'overpaid']);

/**
 * Pagar.me's order and first charge, in our terms. The order says paid, pending, failed or
 * canceled; its charge tells a chargeback (`chargedback`) and a refund (the charge `canceled`
 * with its transaction `refunded`; `refunded` on the charge is also read as one). Anything we do
 * not recognize stays pending: never paid by a guess.
 */
export function readOrderState(order: PagarmeOrder & { id: string }): OrderState {
  return {
    reference: order.id,
    code: typeof order.code === 'string' ? order.code : null,
    status: statusOf(order),
  };
}

function statusOf({ status, charges }: PagarmeOrder): OrderState['status'] {
  const charge = charges?.[0];
  const refunded =
    charge?.status === 'refunded' ||
    (charge?.status === 'canceled' && charge.last_transaction?.status === 'refunded');
  const chargedBack = charge?.status === 'chargedback';
  switch (status) {
    case 'paid':
      if (chargedBack) return 'chargedback';
      if (refunded) return 'refunded';
      return PAID_CHARGE.has(charge?.status) ? 'paid' : 'pending';
    case 'canceled':
      if (chargedBack) return 'chargedback';
      return refunded ? 'refunded' : 'canceled';
    case 'failed':
      return 'failed';
    default:
      return 'pending';
  }
}
