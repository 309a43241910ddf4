import { API_ERRORS } from '@quadro/contracts';
import {
  GatewayUnavailableError,
  type ChargeResult,
  type GatewayCustomer,
  type PaymentGateway,
  type SaveCardResult,
} from './payment-gateway.js';
import {
  isId,
  isRefusal,
  parseAnswer,
  readOrderState,
  readPix,
  type Answer,
  type PagarmeOrder,
} from './pagarme-answers.js';
import {
  buildCard,
  buildCustomer,
  buildOrder,
  buildPixOrder,
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

interface PagarmeCard {
  id?: unknown;
  status?: unknown;
}

type Post = (path: string, body: unknown, idempotencyKey?: string) => Promise<Answer>;
type Get = (path: string) => Promise<Answer>;

/**
 * Pagar.me API v5: each charge is a closed order paid at once by credit card. A checkout's order
 * saves its customer and card at Pagar.me; a renewal's charges them by id. Our reference to a
 * saved card is `customer_id:card_id`. A Pix is a closed order Pagar.me answers pending, with its
 * QR code; the order is fetched again to learn that it was paid.
 */
export function pagarmeGateway({
  apiKey,
  baseUrl,
  timeoutMs = 15_000,
}: PagarmeOptions): PaymentGateway {
  const { post, get } = client(baseUrl, apiKey, timeoutMs);

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
    async createPix(request) {
      const customerReference = 'customerReference' in request ? request.customerReference : null;
      // A customer id of ours is never malformed: this is a bug, not something Pagar.me can answer.
      if (customerReference !== null && !isId(customerReference))
        throw new GatewayUnavailableError('Pagar.me customer reference is malformed');
      const answer = await post('/orders', buildPixOrder(request), request.paymentId);
      // Nothing the person typed can be corrected here: a refused Pix is ours to fix, not declined.
      if (isRefusal(answer.status))
        throw new GatewayUnavailableError(`Pagar.me refused the Pix order (HTTP ${answer.status})`);
      const order = parseAnswer<PagarmeOrder>(answer, 'a Pix order');
      return readPix(order, { expiresAt: request.expiresAt, customerReference });
    },
    async fetchOrder(reference) {
      // Not an id of Pagar.me's: it knows no such order, and the path stays ours.
      if (!isId(reference)) return null;
      const answer = await get(`/orders/${reference}`);
      if (answer.status === 404) return null;
      const order = parseAnswer<PagarmeOrder>(answer, 'an order');
      if (order.id !== reference)
        throw new GatewayUnavailableError('Pagar.me answered another order');
      return readOrderState(order);
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

/** Basic auth with the secret key as user, an empty password; JSON both ways. */
function client(baseUrl: string, apiKey: string, timeoutMs: number): { post: Post; get: Get } {
  const root = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  return {
    post: (path, body, idempotencyKey) =>
      send(`${root}${path}`, timeoutMs, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        },
        body: JSON.stringify(body),
      }),
    get: (path) =>
      send(`${root}${path}`, timeoutMs, {
        method: 'GET',
        headers: { authorization, accept: 'application/json' },
      }),
  };
}

/**
 * Errors name only the HTTP status or the kind of failure: never the request (card, CVV, CPF),
 * the key, or the answer's body, and no `cause` that could carry them.
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
