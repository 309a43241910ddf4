import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, isLuhnValid } from '@quadro/contracts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; `undefined` when there was none or it was not JSON. */
  body: unknown;
}

export interface FakePagarme {
  /** The base URL, in place of `https://api.pagar.me/core/v5`. */
  url: string;
  /** The secret key the fake accepts, as Basic auth user with an empty password. */
  apiKey: string;
  requests: RecordedRequest[];
  ordersCreated(): number;
  /** The next request gets this answer instead (JSON unless the body starts with `<`). */
  failNext(status: number, body?: string): void;
  /** The next answer leaves only after `ms`, though its work (say, an order) is already done. */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** `at(body, 'payments.0.credit_card.card.cvv')`, or undefined anywhere along the way. */
function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

const CARD = 'payments.0.credit_card.card';
const REQUIRED = [
  'code',
  'items.0.code',
  'items.0.description',
  'items.0.amount',
  'items.0.quantity',
  'customer.name',
  'customer.email',
  'customer.type',
  'customer.document',
  'customer.address.line_1',
  'customer.address.zip_code',
  'customer.address.city',
  'customer.address.state',
  'customer.address.country',
  'payments.0.payment_method',
  'payments.0.amount',
  `${CARD}.number`,
  `${CARD}.holder_name`,
  `${CARD}.exp_month`,
  `${CARD}.exp_year`,
  `${CARD}.cvv`,
  `${CARD}.billing_address.line_1`,
  `${CARD}.billing_address.zip_code`,
  `${CARD}.billing_address.city`,
  `${CARD}.billing_address.state`,
  `${CARD}.billing_address.country`,
];

/** Pagar.me's field names in errors: `order.payments[0].credit_card.card.cvv`. */
const fieldName = (path: string) => `order.${path}`.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

function validationErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const path of REQUIRED) {
    const value = at(body, path);
    if (value === undefined || value === null || value === '')
      errors[fieldName(path)] = [`The ${path.split('.').at(-1)} field is required.`];
  }
  const number = at(body, `${CARD}.number`);
  if (typeof number === 'string' && number && !isLuhnValid(number))
    errors[fieldName(`${CARD}.number`)] = ['The field number is invalid.'];
  return errors;
}

/** Pagar.me's simulator rules for credit cards (docs: "Simulador de Cartão de Crédito"/PSP). */
function simulate(number: string, cvv: string) {
  if (number === '4000000000000036')
    return { order: 'pending', charge: 'processing', transaction: 'with_error', message: '' };
  if (number === '4000000000000028' || cvv.startsWith('6'))
    return {
      order: 'failed',
      charge: 'failed',
      transaction: 'not_authorized',
      message: 'Transação recusada',
    };
  return {
    order: 'paid',
    charge: 'paid',
    transaction: 'captured',
    message: 'Transação aprovada com sucesso',
  };
}

/** A created order as Pagar.me answers it: never the full card number or CVV. */
function createOrder(body: unknown) {
  const number = String(at(body, `${CARD}.number`));
  const outcome = simulate(number, String(at(body, `${CARD}.cvv`)));
  const amount = at(body, 'payments.0.amount');
  const now = new Date().toISOString();
  return {
    id: id('or'),
    code: at(body, 'code'),
    amount,
    currency: 'BRL',
    closed: true,
    items: [{ id: id('oi'), ...(at(body, 'items.0') as object), status: 'active' }],
    customer: { id: id('cus'), ...(at(body, 'customer') as object), delinquent: false },
    status: outcome.order,
    created_at: now,
    updated_at: now,
    closed_at: now,
    charges: [
      {
        id: id('ch'),
        code: at(body, 'code'),
        amount,
        ...(outcome.charge === 'paid' && { paid_amount: amount, paid_at: now }),
        status: outcome.charge,
        currency: 'BRL',
        payment_method: 'credit_card',
        created_at: now,
        updated_at: now,
        last_transaction: {
          id: id('tran'),
          transaction_type: 'credit_card',
          gateway_id: randomBytes(16).toString('hex'),
          amount,
          status: outcome.transaction,
          success: outcome.transaction === 'captured',
          installments: 1,
          statement_descriptor: at(body, 'payments.0.credit_card.statement_descriptor'),
          acquirer_name: 'simulator',
          ...(outcome.message && {
            acquirer_message: outcome.message,
            acquirer_return_code: outcome.transaction === 'captured' ? '00' : '05',
          }),
          operation_type: 'auth_and_capture',
          card: {
            id: id('card'),
            first_six_digits: number.slice(0, 6),
            last_four_digits: number.slice(-4),
            brand: cardBrand(number),
            holder_name: at(body, `${CARD}.holder_name`),
            exp_month: at(body, `${CARD}.exp_month`),
            exp_year: at(body, `${CARD}.exp_year`),
            status: 'active',
            type: 'credit',
          },
          created_at: now,
          updated_at: now,
        },
      },
    ],
  };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A local Pagar.me API v5 speaking its protocol for `POST /orders`: Basic auth with the secret
 * key, Idempotency-Key, validation errors as 422, and the test simulator's card outcomes.
 */
export async function startFakePagarme(apiKey = 'sk_test_quadro_fake_0001'): Promise<FakePagarme> {
  const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const requests: RecordedRequest[] = [];
  const answered = new Map<string, Answer>();
  let created = 0;
  let forced: Answer | undefined;
  let delayMs = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: unknown) {
    if (headers.authorization !== authorization)
      return json(401, { message: 'Authorization has been denied for this request.' });
    if (method !== 'POST' || path !== '/orders')
      return json(404, { message: 'No HTTP resource was found that matches the request URI.' });
    const key = headers['idempotency-key'];
    const earlier = typeof key === 'string' ? answered.get(key) : undefined;
    if (earlier) return earlier;
    if (body === undefined) return json(400, { message: 'The request is invalid.' });
    const errors = validationErrors(body);
    if (Object.keys(errors).length > 0)
      return json(422, { message: 'The request is invalid.', errors });
    const order = json(200, createOrder(body));
    created += 1;
    if (typeof key === 'string') answered.set(key, order);
    return order;
  }

  const server = createServer(async (request, response) => {
    const body = parseJson(await readBody(request));
    const method = request.method ?? '';
    const path = request.url ?? '';
    requests.push({ method, path, headers: request.headers, body });
    const reply = forced ?? answer(method, path, request.headers, body);
    forced = undefined;
    const delay = delayMs;
    delayMs = 0;
    if (delay > 0) await sleep(delay);
    const contentType = reply.body.startsWith('<') ? 'text/html' : 'application/json';
    response.writeHead(reply.status, { 'content-type': `${contentType}; charset=utf-8` });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    ordersCreated: () => created,
    failNext(status, body = JSON.stringify({ message: 'An error has occurred.' })) {
      forced = { status, body };
    },
    delayNext(ms) {
      delayMs = ms;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
