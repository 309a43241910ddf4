import { API_ERRORS } from '@quadro/contracts';
import {
  GatewayUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.js';

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

/** The few fields of a Pagar.me v5 order we read; anything else in the answer is ignored. */
interface PagarmeOrder {
  id?: unknown;
  status?: unknown;
  charges?: { last_transaction?: { acquirer_message?: unknown } | null }[] | null;
}

/** Pagar.me API v5: each charge is a closed order paid at once by credit card. */
export function pagarmeGateway({
  apiKey,
  baseUrl,
  timeoutMs = 15_000,
}: PagarmeOptions): PaymentGateway {
  const ordersUrl = `${baseUrl.replace(/\/+$/, '')}/orders`;
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

  return {
    name: 'pagarme',
    async charge(request) {
      const { status, text } = await send(ordersUrl, timeoutMs, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': request.paymentId,
        },
        body: JSON.stringify(buildOrder(request)),
      });
      // Pagar.me's validation answer: the data was refused, so no charge happened.
      if (status === 400 || status === 422)
        return { outcome: 'declined', reference: null, message: INVALID_DATA };
      if (status < 200 || status > 299)
        throw new GatewayUnavailableError(`Pagar.me answered HTTP ${status}`);
      return readOutcome(parseOrder(text));
    },
  };
}

function buildOrder({ paymentId, amountCents, description, customer, card }: ChargeRequest) {
  const { address, phone } = customer;
  const pagarmeAddress = {
    line_1: `${address.streetNumber}, ${address.street}, ${address.neighborhood}`,
    zip_code: address.zipcode,
    city: address.city,
    state: address.state,
    country: 'BR',
  };
  return {
    code: paymentId,
    closed: true,
    items: [{ code: 'MONTHLY', description, amount: amountCents, quantity: 1 }],
    customer: {
      name: customer.name,
      email: customer.email,
      type: 'individual',
      document: customer.document,
      document_type: 'CPF',
      address: pagarmeAddress,
      ...(phone && {
        phones: {
          mobile_phone: {
            country_code: '55',
            area_code: phone.slice(0, 2),
            number: phone.slice(2),
          },
        },
      }),
    },
    payments: [
      {
        payment_method: 'credit_card',
        amount: amountCents,
        credit_card: {
          installments: 1,
          statement_descriptor: 'QUADRO',
          operation_type: 'auth_and_capture',
          card: {
            number: card.number,
            holder_name: card.holderName,
            exp_month: card.expMonth,
            exp_year: card.expYear,
            cvv: card.cvv,
            billing_address: pagarmeAddress,
          },
        },
      },
    ],
  };
}

function readOutcome(order: PagarmeOrder & { id: string }): ChargeResult {
  if (order.status === 'paid') return { outcome: 'approved', reference: order.id };
  if (order.status === 'pending')
    return { outcome: 'pending', reference: order.id, message: PENDING };
  return { outcome: 'declined', reference: order.id, message: declineMessage(order) };
}

function declineMessage(order: PagarmeOrder): string {
  const acquirerMessage = order.charges?.[0]?.last_transaction?.acquirer_message;
  const reason = typeof acquirerMessage === 'string' ? acquirerMessage.trim().slice(0, 200) : '';
  return reason ? `Pagamento recusado: ${reason}` : DECLINED;
}

/**
 * Errors name only the HTTP status or the kind of failure: never the request (card, CVV), the
 * key, or the answer's body, and no `cause` that could carry them.
 */
async function send(url: string, timeoutMs: number, init: RequestInit) {
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

function parseOrder(text: string): PagarmeOrder & { id: string } {
  let order: unknown;
  try {
    order = JSON.parse(text);
  } catch {
    throw new GatewayUnavailableError('Pagar.me answered invalid JSON');
  }
  if (typeof order !== 'object' || order === null || typeof (order as PagarmeOrder).id !== 'string')
    throw new GatewayUnavailableError('Pagar.me answered an order without id');
  return order as PagarmeOrder & { id: string };
}
