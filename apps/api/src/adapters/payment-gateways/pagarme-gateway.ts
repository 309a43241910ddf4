import { API_ERRORS } from '@quadro/contracts';
import {
  GatewayUnavailableError,
  type ChargeResult,
  type GatewayCustomer,
  type PaymentGateway,
  type SaveCardResult,
} from './payment-gateway.js';
import {
  buildCard,
  buildCustomer,
  buildOrder,
  buildSavedCardOrder,
  type SavedCard,
} from './pagarme-requests.js';

export interface PagarmeOptions {
  apiKey: string;
  /** `https://api.pagar.me/core/v5` in production. */
  baseUrl: string;
  timeoutMs?: number;
}

const DECLINED = API_ERRORS.PAYMENT_DECLINED.message;
const PENDING =
  'Pagamento em análise pela operadora. Aguarde alguns minutos antes de tentar de novo.';
const INVALID_DATA =
  'Erro ao processar pagamento: a operadora recusou os dados enviados. Confira os dados do cartão e do endereço.';
const SAVED_CARD_NOT_FOUND =
  'Pagamento recusado: a operadora não encontrou o cartão salvo. Cadastre o cartão de novo em "Trocar cartão".';
const CARD_REFUSED: SaveCardResult = {
  outcome: 'declined',
  message: 'Cartão recusado: confira os dados do cartão e do endereço ou use outro cartão.',
};

/** The few fields of a Pagar.me v5 order we read; anything else in the answer is ignored. */
interface PagarmeOrder {
  id?: unknown;
  status?: unknown;
  customer?: { id?: unknown } | null;
  charges?:
    | { last_transaction?: { acquirer_message?: unknown; card?: { id?: unknown } | null } | null }[]
    | null;
}

interface PagarmeCard {
  id?: unknown;
  status?: unknown;
}

interface Answer {
  status: number;
  text: string;
}

type Post = (path: string, body: unknown, idempotencyKey?: string) => Promise<Answer>;

/** Pagar.me's validation answer: the data was refused, so nothing was charged or saved. */
const isRefusal = (status: number) => status === 400 || status === 422;

/**
 * Pagar.me API v5: each charge is a closed order paid at once by credit card. A checkout's order
 * saves its customer and card at Pagar.me; a renewal's charges them by id. Our reference to a
 * saved card is `customer_id:card_id`.
 */
export function pagarmeGateway({
  apiKey,
  baseUrl,
  timeoutMs = 15_000,
}: PagarmeOptions): PaymentGateway {
  const post = poster(baseUrl, apiKey, timeoutMs);

  return {
    name: 'pagarme',
    async charge(request) {
      const answer = await post('/orders', buildOrder(request), request.paymentId);
      if (isRefusal(answer.status))
        return { outcome: 'declined', reference: null, message: INVALID_DATA };
      const order = parseAnswer<PagarmeOrder>(answer, 'an order');
      return readOutcome(order, savedCardOf(order));
    },
    async chargeSavedCard(request) {
      const saved = parseReference(request.cardReference);
      if (!saved) return { outcome: 'declined', reference: null, message: SAVED_CARD_NOT_FOUND };
      const answer = await post('/orders', buildSavedCardOrder(request, saved), request.paymentId);
      // Only the ids and the amount were sent: what Pagar.me refuses is the saved card.
      if (isRefusal(answer.status))
        return { outcome: 'declined', reference: null, message: SAVED_CARD_NOT_FOUND };
      return readOutcome(parseAnswer<PagarmeOrder>(answer, 'an order'), request.cardReference);
    },
    async saveCard({ customer, card, previousReference }) {
      const customerId =
        parseReference(previousReference)?.customerId ?? (await createCustomer(post, customer));
      if (customerId === null) return CARD_REFUSED;
      const path = `/customers/${encodeURIComponent(customerId)}/cards`;
      const answer = await post(path, buildCard(card, customer));
      // 412: the data was valid, but the card's verification (an authorization) was refused.
      if (isRefusal(answer.status) || answer.status === 412) return CARD_REFUSED;
      const saved = parseAnswer<PagarmeCard>(answer, 'a card');
      return saved.status === 'active'
        ? { outcome: 'saved', cardReference: referenceTo(customerId, saved.id) }
        : CARD_REFUSED;
    },
  };
}

/** The customer a new card is saved to; null when Pagar.me refuses the person's data. */
async function createCustomer(post: Post, customer: GatewayCustomer): Promise<string | null> {
  const answer = await post('/customers', buildCustomer(customer));
  return isRefusal(answer.status) ? null : parseAnswer(answer, 'a customer').id;
}

function readOutcome(
  order: PagarmeOrder & { id: string },
  cardReference: string | null,
): ChargeResult {
  if (order.status === 'paid') return { outcome: 'approved', reference: order.id, cardReference };
  if (order.status === 'pending')
    return { outcome: 'pending', reference: order.id, message: PENDING };
  return { outcome: 'declined', reference: order.id, message: declineMessage(order) };
}

function declineMessage(order: PagarmeOrder): string {
  const acquirerMessage = order.charges?.[0]?.last_transaction?.acquirer_message;
  const reason = typeof acquirerMessage === 'string' ? acquirerMessage.trim().slice(0, 200) : '';
  return reason ? `Pagamento recusado: ${reason}` : DECLINED;
}

/** Pagar.me's ids (`cus_…`, `card_…`) never hold the colon that joins them in our reference. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]+$/.test(value);

const referenceTo = (customerId: string, cardId: string) => `${customerId}:${cardId}`;

/** The card a paid checkout saved: the order's customer and its transaction's card. */
function savedCardOf(order: PagarmeOrder): string | null {
  const customerId = order.customer?.id;
  const cardId = order.charges?.[0]?.last_transaction?.card?.id;
  return isId(customerId) && isId(cardId) ? referenceTo(customerId, cardId) : null;
}

function parseReference(reference: string | null): SavedCard | null {
  const [customerId, cardId, ...rest] = reference?.split(':') ?? [];
  return isId(customerId) && isId(cardId) && rest.length === 0 ? { customerId, cardId } : null;
}

function poster(baseUrl: string, apiKey: string, timeoutMs: number): Post {
  const root = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  return (path, body, idempotencyKey) =>
    send(`${root}${path}`, timeoutMs, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      },
      body: JSON.stringify(body),
    });
}

/**
 * Errors name only the HTTP status or the kind of failure: never the request (card, CVV), the
 * key, or the answer's body, and no `cause` that could carry them.
 */
async function send(url: string, timeoutMs: number, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new GatewayUnavailableError(`Pagar.me ${failureKind(error)}`);
  }
}

function failureKind(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const code = error instanceof Error && (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)
    ? `unreachable (${code})`
    : 'unreachable';
}

/** A 2xx answer's object, which must have an id; anything else is the gateway failing. */
function parseAnswer<T extends { id?: unknown }>(
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
