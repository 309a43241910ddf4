import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLuhnValid } from '@quadro/contracts';
import { cardBrand } from '../src/modules/payments/card-brand.js';
import { createStaticPix, hasError } from 'pix-utils';

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
  /** The cards saved to a customer, as Pagar.me answers them: never the number or the CVV. */
  cardsOf(customerId: string): Record<string, unknown>[];
  /** The next request gets this answer instead (JSON unless the body starts with `<`). */
  failNext(status: number, body?: string): void;
  /** The next answer leaves only after `ms`, though its work (say, an order) is already done. */
  delayNext(ms: number): void;
  /** The order created with `code` (our payment's id), as `GET /orders/{id}` answers it now. */
  orderOf(code: string): Order | undefined;
  /** The payer's bank paid the Pix: the pending order and its charge become paid. */
  payPix(orderId: string): void;
  /** The paid order's charge is canceled in full (an estorno), and with it the order. */
  refund(orderId: string): void;
  /** The paid order's charge suffers a chargeback. */
  chargeback(orderId: string): void;
  close(): Promise<void>;
}

type Fields = Record<string, unknown>;

/** An order the fake created, as Pagar.me answers it; the test controls change its statuses. */
export interface Order extends Fields {
  id: string;
  code: string;
  status: string;
  updated_at: string;
  charges: (Fields & {
    status: string;
    amount: number;
    payment_method: string;
    updated_at: string;
    last_transaction: Fields & { status: string; updated_at: string };
  })[];
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

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const ORDER_FIELDS = [
  'code',
  'items.0.code',
  'items.0.description',
  'items.0.amount',
  'items.0.quantity',
  'payments.0.payment_method',
  'payments.0.amount',
];
const CUSTOMER_FIELDS = [
  'name',
  'email',
  'type',
  'document',
  'address.line_1',
  'address.zip_code',
  'address.city',
  'address.state',
  'address.country',
];
const CARD_FIELDS = [
  'number',
  'holder_name',
  'exp_month',
  'exp_year',
  'cvv',
  'billing_address.line_1',
  'billing_address.zip_code',
  'billing_address.city',
  'billing_address.state',
  'billing_address.country',
];
const CREDIT_CARD = 'payments.0.credit_card';
const CARD = `${CREDIT_CARD}.card`;
const CARD_NUMBERS = new Set(['number', `${CARD}.number`]);

const isPix = (body: unknown) => at(body, 'payments.0.payment_method') === 'pix';

/**
 * An order names its customer by `customer_id` or in full, and its card by `card_id` or in full;
 * a Pix order has no card.
 */
const orderFields = (body: unknown) => [
  ...ORDER_FIELDS,
  ...(isBlank(at(body, 'customer_id')) ? CUSTOMER_FIELDS.map((field) => `customer.${field}`) : []),
  ...(isPix(body) || !isBlank(at(body, `${CREDIT_CARD}.card_id`))
    ? []
    : CARD_FIELDS.map((field) => `${CARD}.${field}`)),
];

/** Pagar.me's field names in errors: `order.payments[0].credit_card.card.cvv`. */
const fieldName = (scope: string, path: string) =>
  `${scope}.${path}`.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** Each missing field, and a card number failing the Luhn check, as Pagar.me's 422 names them. */
function validationErrors(scope: string, body: unknown, paths: string[]) {
  const errors: Record<string, string[]> = {};
  for (const path of paths) {
    const value = at(body, path);
    if (isBlank(value))
      errors[fieldName(scope, path)] = [`The ${path.split('.').at(-1)} field is required.`];
    else if (CARD_NUMBERS.has(path) && !isLuhnValid(String(value)))
      errors[fieldName(scope, path)] = ['The field number is invalid.'];
  }
  return errors;
}

const invalid = (errors: Record<string, string[]>) =>
  json(422, { message: 'The request is invalid.', errors });

const NO_RESOURCE = json(404, {
  message: 'No HTTP resource was found that matches the request URI.',
});

const REFUSED = {
  order: 'failed',
  charge: 'failed',
  transaction: 'not_authorized',
  message: 'Transação recusada',
};

/** Pagar.me's simulator rules for credit cards (docs: "Simulador de Cartão de Crédito"/PSP). */
function simulate(number: string, cvv: string) {
  if (number === '4000000000000036')
    return { order: 'pending', charge: 'processing', transaction: 'with_error', message: '' };
  if (number === '4000000000000028' || cvv.startsWith('6')) return REFUSED;
  return {
    order: 'paid',
    charge: 'paid',
    transaction: 'captured',
    message: 'Transação aprovada com sucesso',
  };
}
type Outcome = ReturnType<typeof simulate>;

/**
 * A fake-only rule, not Pagar.me's simulator: card 4000 0000 0000 0077 is approved when charged
 * by its number (a checkout, a card change's verification) and refused when charged by its
 * `card_id` (a renewal), as the sandbox's `declinedOnRenewal` is. Pagar.me keeps no CVV, so a
 * saved card is charged without one.
 */
const DECLINED_ON_RENEWAL = '4000000000000077';
const renewalOutcome = (number: string) =>
  number === DECLINED_ON_RENEWAL ? REFUSED : simulate(number, '');

type Customer = Record<string, unknown> & { id: string };

/** A saved card: its number stays here; Pagar.me answers only `card`, never the number or CVV. */
interface SavedCard {
  customerId: string;
  number: string;
  card: Record<string, unknown> & { id: string };
}

function newCard(customerId: string, data: unknown): SavedCard {
  const number = String(at(data, 'number'));
  const now = new Date().toISOString();
  return {
    customerId,
    number,
    card: {
      id: id('card'),
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      brand: cardBrand(number),
      holder_name: at(data, 'holder_name'),
      exp_month: at(data, 'exp_month'),
      exp_year: at(data, 'exp_year'),
      status: 'active',
      type: 'credit',
      created_at: now,
      updated_at: now,
    },
  };
}

/** A created card order as Pagar.me answers it: never the full card number or CVV. */
function cardOrder(
  body: unknown,
  customer: Customer,
  { card }: SavedCard,
  outcome: Outcome,
): Order {
  const amount = Number(at(body, 'payments.0.amount'));
  const now = new Date().toISOString();
  return {
    id: id('or'),
    code: String(at(body, 'code')),
    amount,
    currency: 'BRL',
    closed: true,
    items: [{ id: id('oi'), ...(at(body, 'items.0') as object), status: 'active' }],
    customer,
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
          statement_descriptor: at(body, `${CREDIT_CARD}.statement_descriptor`),
          acquirer_name: 'simulator',
          ...(outcome.message && {
            acquirer_message: outcome.message,
            acquirer_return_code: outcome.transaction === 'captured' ? '00' : '05',
          }),
          operation_type: 'auth_and_capture',
          card,
          created_at: now,
          updated_at: now,
        },
      },
    ],
  };
}

/** The fake's receiving Pix key, a random key (EVP) as Pagar.me's own account would have. */
const PIX_KEY = '5f8a7c1e-2b4d-4e6f-9a0b-3c5d7e9f1a2b';

/**
 * A valid BR Code (EMV, CRC16) for `amount` cents, its txid our payment's id in letters and digits.
 * Pagar.me's is dynamic (a URL of its PSP); a static one is what a local fake can build in full.
 */
function brCode(code: string, amount: number): string {
  const pix = createStaticPix({
    merchantName: 'QUADRO',
    merchantCity: 'SAO PAULO',
    pixKey: PIX_KEY,
    transactionAmount: amount / 100,
    txid: code.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***',
  });
  if (hasError(pix)) throw new Error(`fake-pagarme: ${pix.message}`);
  return pix.toBRCode();
}

/** Until when a Pix can be paid: `pix.expires_at`, or `pix.expires_in` seconds from now. */
function pixExpiry(body: unknown, now: Date): Date | null {
  const expiresAt = at(body, 'payments.0.pix.expires_at');
  const expiresIn = at(body, 'payments.0.pix.expires_in');
  if (!isBlank(expiresAt)) {
    const time = new Date(String(expiresAt));
    return Number.isNaN(time.getTime()) ? null : time;
  }
  return typeof expiresIn === 'number' && expiresIn > 0
    ? new Date(now.getTime() + expiresIn * 1000)
    : null;
}

/** Pagar.me requires `expires_in` or `expires_at` of a Pix (docs: "Pix", API v5). */
function pixErrors(body: unknown): Record<string, string[]> {
  if (pixExpiry(body, new Date())) return {};
  const field = isBlank(at(body, 'payments.0.pix.expires_at')) ? 'expires_in' : 'expires_at';
  return {
    [fieldName('order', `payments.0.pix.${field}`)]: [
      field === 'expires_in' ? 'The expires_in field is required.' : 'The expires_at is invalid.',
    ],
  };
}

/** A created Pix order: pending, its transaction holding the QR code until it is paid. */
function pixOrder(body: unknown, customer: Customer, expiresAt: Date): Order {
  const amount = Number(at(body, 'payments.0.amount'));
  const code = String(at(body, 'code'));
  const now = new Date().toISOString();
  const transactionId = id('tran');
  return {
    id: id('or'),
    code,
    amount,
    currency: 'BRL',
    closed: true,
    items: [{ id: id('oi'), ...(at(body, 'items.0') as object), status: 'active' }],
    customer,
    status: 'pending',
    created_at: now,
    updated_at: now,
    closed_at: now,
    charges: [
      {
        id: id('ch'),
        code,
        amount,
        status: 'pending',
        currency: 'BRL',
        payment_method: 'pix',
        created_at: now,
        updated_at: now,
        last_transaction: {
          id: transactionId,
          transaction_type: 'pix',
          gateway_id: randomBytes(16).toString('hex'),
          amount,
          status: 'waiting_payment',
          success: true,
          qr_code: brCode(code, amount),
          qr_code_url: `https://api.pagar.me/core/v5/transactions/${transactionId}/qrcode?payment_method=pix`,
          expires_at: expiresAt.toISOString(),
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
 * A local Pagar.me API v5 speaking its protocol for `POST /orders` (by credit card or Pix),
 * `GET /orders/{order_id}`, `POST /customers` and `POST /customers/{customer_id}/cards`: Basic
 * auth with the secret key, Idempotency-Key, validation errors as 422, the test simulator's card
 * outcomes, the customers and cards it saved, to charge by `customer_id` and `card_id`, and the
 * orders it created, which the test controls pay, refund or charge back.
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

  const customers = new Map<string, Customer>();
  const cards = new Map<string, SavedCard>();
  const orders = new Map<string, Order>();

  function newCustomer(data: unknown): Customer {
    const now = new Date().toISOString();
    const customer = {
      id: id('cus'),
      ...(data as object),
      delinquent: false,
      created_at: now,
      updated_at: now,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function saveCard(customerId: string, data: unknown): SavedCard {
    const saved = newCard(customerId, data);
    cards.set(saved.card.id, saved);
    return saved;
  }

  /**
   * A new customer (and card) is saved with the order; a `customer_id` or `card_id` Pagar.me does
   * not know, or a card not that customer's, is refused as invalid data (422), before any charge.
   */
  function postOrder(body: unknown): Answer {
    const errors = validationErrors('order', body, orderFields(body));
    const customerId = at(body, 'customer_id');
    const customer = isBlank(customerId) ? undefined : customers.get(String(customerId));
    if (!isBlank(customerId) && !customer) errors['order.customer_id'] = ['Customer not found.'];
    const cardId = at(body, `${CREDIT_CARD}.card_id`);
    const saved = isBlank(cardId) ? undefined : cards.get(String(cardId));
    if (isPix(body)) Object.assign(errors, pixErrors(body));
    else if (!isBlank(cardId) && (!saved || saved.customerId !== customerId))
      errors[fieldName('order', `${CREDIT_CARD}.card_id`)] = ['Card not found.'];
    if (Object.keys(errors).length > 0) return invalid(errors);

    const payer = customer ?? newCustomer(at(body, 'customer'));
    const order = isPix(body)
      ? pixOrder(body, payer, pixExpiry(body, new Date()) as Date)
      : chargeCard(body, payer, saved);
    orders.set(order.id, order);
    created += 1;
    return json(200, order);
  }

  function chargeCard(body: unknown, payer: Customer, saved: SavedCard | undefined): Order {
    const card = saved ?? saveCard(payer.id, at(body, CARD));
    const outcome = saved
      ? renewalOutcome(saved.number)
      : simulate(card.number, String(at(body, `${CARD}.cvv`)));
    return cardOrder(body, payer, card, outcome);
  }

  /** Pagar.me's 404 for an id it does not know; the order as it is now otherwise. */
  const getOrder = (orderId: string): Answer => {
    const order = orders.get(orderId);
    return order ? json(200, order) : json(404, { message: 'Order not found' });
  };

  /** The order a test control changes, which must be in `status` (and paid by `method`). */
  function change(orderId: string, status: string, method?: string) {
    const order = orders.get(orderId);
    const charge = order?.charges[0];
    if (
      !order ||
      !charge ||
      order.status !== status ||
      (method && charge.payment_method !== method)
    )
      throw new Error(`fake-pagarme: no ${method ?? ''} order ${orderId} in status ${status}`);
    const now = new Date().toISOString();
    for (const changed of [order, charge, charge.last_transaction]) changed.updated_at = now;
    return { order, charge, now };
  }

  function postCustomer(body: unknown): Answer {
    const errors = validationErrors('customer', body, CUSTOMER_FIELDS);
    return Object.keys(errors).length > 0 ? invalid(errors) : json(200, newCustomer(body));
  }

  /**
   * With `options.verify_card`, Pagar.me authorizes the card and voids it before saving. A refusal
   * is answered here as 412 Precondition Failed with a message (Pagar.me's "valid parameters, but
   * the request failed"): the shape we expect from Pagar.me, not one its docs show in full.
   */
  function postCard(customerId: string, body: unknown): Answer {
    const customer = customers.get(customerId);
    if (!customer) return json(404, { message: 'Customer not found.' });
    const errors = validationErrors('card', body, CARD_FIELDS);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const verification = simulate(String(at(body, 'number')), String(at(body, 'cvv')));
    if (at(body, 'options.verify_card') === true && verification.order === 'failed')
      return json(412, { message: 'Could not create credit card. The card verification failed.' });
    const { card } = saveCard(customerId, body);
    return json(200, { ...card, billing_address: at(body, 'billing_address'), customer });
  }

  function route(method: string, path: string): ((body: unknown) => Answer) | undefined {
    if (method !== 'POST') return undefined;
    if (path === '/orders') return postOrder;
    if (path === '/customers') return postCustomer;
    const customerId = /^\/customers\/([\w-]+)\/cards$/.exec(path)?.[1];
    return customerId === undefined ? undefined : (body) => postCard(customerId, body);
  }

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: unknown) {
    if (headers.authorization !== authorization)
      return json(401, { message: 'Authorization has been denied for this request.' });
    const orderId = method === 'GET' ? /^\/orders\/([\w-]+)$/.exec(path)?.[1] : undefined;
    if (orderId !== undefined) return getOrder(orderId);
    const handle = route(method, path);
    if (!handle) return NO_RESOURCE;
    const key = headers['idempotency-key'];
    const earlier = typeof key === 'string' ? answered.get(key) : undefined;
    if (earlier) return earlier;
    if (body === undefined) return json(400, { message: 'The request is invalid.' });
    const reply = handle(body);
    if (reply.status === 200 && typeof key === 'string') answered.set(key, reply);
    return reply;
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
    cardsOf: (customerId) =>
      [...cards.values()]
        .filter((saved) => saved.customerId === customerId)
        .map(({ card }) => ({ ...card })),
    failNext(status, body = JSON.stringify({ message: 'An error has occurred.' })) {
      forced = { status, body };
    },
    delayNext(ms) {
      delayMs = ms;
    },
    orderOf: (code) => {
      const order = [...orders.values()].find((candidate) => candidate.code === code);
      return order && structuredClone(order);
    },
    payPix(orderId) {
      const { order, charge, now } = change(orderId, 'pending', 'pix');
      order.status = 'paid';
      Object.assign(charge, { status: 'paid', paid_amount: charge.amount, paid_at: now });
      charge.last_transaction.status = 'paid';
    },
    refund(orderId) {
      const { order, charge, now } = change(orderId, 'paid');
      order.status = 'canceled';
      Object.assign(charge, {
        status: 'canceled',
        canceled_amount: charge.amount,
        canceled_at: now,
      });
      charge.last_transaction.status = 'refunded';
    },
    chargeback(orderId) {
      change(orderId, 'paid').charge.status = 'chargedback';
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
