import { randomUUID } from 'node:crypto';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakePagarme,
  type FakePagarme,
  type RecordedRequest,
} from '../../../test/fake-pagarme.js';
import { freePort } from '../../../test/free-port.js';
import { pagarmeGateway } from './pagarme-gateway.js';
import {
  GatewayUnavailableError,
  type ChargeRequest,
  type GatewayCustomer,
  type OrderState,
  type PaymentGateway,
  type PixRequest,
  type SaveCardRequest,
  type SavedCardChargeRequest,
} from './payment-gateway.js';

const APPROVED_CARD = '4000000000000010';
/** The fake's card approved by its number and declined by its card_id (renewals). */
const DECLINED_ON_RENEWAL_CARD = '4000000000000077';
const DECLINE_MESSAGE = 'Pagamento recusado: Transação recusada';
const SAVED_CARD_NOT_FOUND =
  'Pagamento recusado: a operadora não encontrou o cartão salvo. Cadastre o cartão de novo em "Trocar cartão".';
const CARD_REFUSED = {
  outcome: 'declined',
  message: 'Cartão recusado: confira os dados do cartão e do endereço ou use outro cartão.',
};
const SAVED_CARD_REFERENCE = /^cus_[0-9a-f]+:card_[0-9a-f]+$/;
const ADDRESS = {
  line_1: '100, Praça da Sé, Sé',
  zip_code: '01001000',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};

function chargeRequest(overrides: { card?: Partial<ChargeRequest['card']>; phone?: string } = {}) {
  return {
    paymentId: randomUUID(),
    amountCents: 9990,
    currency: 'BRL',
    description: 'Quadro - Plano Profissional (mensal)',
    customer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: '52998224725',
      phone: 'phone' in overrides ? overrides.phone : '11987654321',
      address: {
        street: 'Praça da Sé',
        streetNumber: '100',
        zipcode: '01001000',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
    card: {
      number: APPROVED_CARD,
      holderName: 'ANA SOUZA',
      expMonth: 12,
      expYear: 2030,
      cvv: '123',
      ...overrides.card,
    },
  } satisfies ChargeRequest;
}

function renewalRequest(cardReference: string): SavedCardChargeRequest {
  return {
    paymentId: randomUUID(),
    amountCents: 9990,
    currency: 'BRL',
    description: 'Quadro - Plano Profissional (mensal)',
    cardReference,
  };
}

function saveCardRequest(
  card: Partial<ChargeRequest['card']> = {},
  previousReference: string | null = null,
): SaveCardRequest {
  const { customer, card: full } = chargeRequest({ card });
  return { customer, card: full, previousReference };
}

/** A Pix for the month, payable for an hour, for the checkout's customer in full. */
function pixRequest(): Extract<PixRequest, { customer: GatewayCustomer }> {
  const { paymentId, amountCents, currency, description, customer } = chargeRequest();
  return {
    paymentId,
    amountCents,
    currency,
    description,
    customer,
    expiresAt: new Date(Date.now() + 60 * 60_000),
  };
}

/** `customer_id:card_id` split in two. */
const idsOf = (cardReference: string) => {
  const [customerId = '', cardId = ''] = cardReference.split(':');
  return { customerId, cardId };
};

let fake: FakePagarme;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startFakePagarme();
  gateway = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1);
const requestsSince = (count: number) => fake.requests.slice(count);

/** A checkout paid by `number`, and the card Pagar.me saved with it. */
async function checkout(number = APPROVED_CARD): Promise<string> {
  const result = await gateway.charge(chargeRequest({ card: { number } }));
  if (result.outcome !== 'approved' || !result.cardReference)
    throw new Error(`checkout ${result.outcome}`);
  return result.cardReference;
}

describe('pagarmeGateway', () => {
  it('creates a closed order paid by credit card, in the shape Pagar.me v5 expects', async () => {
    const request = chargeRequest();
    await gateway.charge(request);

    const sent = lastRequest();
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/orders');
    expect(sent?.headers).toMatchObject({
      // base64('sk_test_quadro_fake_0001:')
      authorization: 'Basic c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAxOg==',
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': request.paymentId,
    });
    expect(sent?.body).toEqual({
      code: request.paymentId,
      closed: true,
      items: [
        {
          code: 'MONTHLY',
          description: 'Quadro - Plano Profissional (mensal)',
          amount: 9990,
          quantity: 1,
        },
      ],
      customer: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        type: 'individual',
        document: '52998224725',
        document_type: 'CPF',
        address: ADDRESS,
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'credit_card',
          amount: 9990,
          credit_card: {
            installments: 1,
            statement_descriptor: 'QUADRO',
            operation_type: 'auth_and_capture',
            card: {
              number: APPROVED_CARD,
              holder_name: 'ANA SOUZA',
              exp_month: 12,
              exp_year: 2030,
              cvv: '123',
              billing_address: ADDRESS,
            },
          },
        },
      ],
    });
  });

  it('sends no phones when the customer gave none', async () => {
    await gateway.charge(chargeRequest({ phone: undefined }));
    const customer = (lastRequest()?.body as { customer: Record<string, unknown> }).customer;
    expect(customer).not.toHaveProperty('phones');
  });

  it('approves a paid order, with its id as the reference and the card it saved', async () => {
    const result = await gateway.charge(chargeRequest());
    expect(result).toEqual({
      outcome: 'approved',
      reference: expect.stringMatching(/^or_/),
      cardReference: expect.stringMatching(SAVED_CARD_REFERENCE),
    });
    const { customerId, cardId } = idsOf((result as { cardReference: string }).cardReference);
    expect(fake.cardsOf(customerId)).toEqual([
      expect.objectContaining({ id: cardId, last_four_digits: '0010', status: 'active' }),
    ]);
  });

  it('saves no card when the paid order names no customer or no card', async () => {
    const paid = (order: object) => JSON.stringify({ id: 'or_paid', status: 'paid', ...order });
    const card = { charges: [{ last_transaction: { card: { id: 'card_1' } } }] };
    for (const order of [
      { customer: { id: 'cus_1' } },
      card,
      { customer: { id: 'x:y' }, ...card },
    ]) {
      fake.failNext(200, paid(order));
      expect(await gateway.charge(chargeRequest())).toEqual({
        outcome: 'approved',
        reference: 'or_paid',
        cardReference: null,
      });
    }
  });

  it("declines with the acquirer's reason when the issuer refuses (CVV starting with 6)", async () => {
    const result = await gateway.charge(chargeRequest({ card: { cvv: '612' } }));
    expect(result).toEqual({
      outcome: 'declined',
      reference: expect.stringMatching(/^or_/),
      message: DECLINE_MESSAGE,
    });
  });

  it("declines the simulator's failure card 4000000000000028", async () => {
    const result = await gateway.charge(chargeRequest({ card: { number: '4000000000000028' } }));
    expect(result).toMatchObject({ outcome: 'declined', message: DECLINE_MESSAGE });
  });

  it('says the payment is under review when the order stays pending', async () => {
    const result = await gateway.charge(chargeRequest({ card: { number: '4000000000000036' } }));
    expect(result).toMatchObject({
      outcome: 'pending',
      reference: expect.stringMatching(/^or_/),
      message:
        'Pagamento em análise pela operadora. Aguarde alguns minutos antes de tentar de novo.',
    });
  });

  it('falls back to a generic message, and caps a long acquirer message', async () => {
    const failed = (acquirerMessage?: string) =>
      JSON.stringify({
        id: 'or_failed',
        status: 'failed',
        charges: [{ status: 'failed', last_transaction: { acquirer_message: acquirerMessage } }],
      });

    fake.failNext(200, failed('   '));
    expect(await gateway.charge(chargeRequest())).toEqual({
      outcome: 'declined',
      reference: 'or_failed',
      message: 'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    });

    fake.failNext(200, failed(` ${'x'.repeat(500)} `));
    const result = await gateway.charge(chargeRequest());
    expect(result).toMatchObject({ message: `Pagamento recusado: ${'x'.repeat(200)}` });
  });

  it('declines without a reference when Pagar.me refuses the data (422)', async () => {
    const before = fake.ordersCreated();
    const result = await gateway.charge(chargeRequest({ card: { holderName: '' } }));
    expect(result).toEqual({
      outcome: 'declined',
      reference: null,
      message:
        'Erro ao processar pagamento: a operadora recusou os dados enviados. Confira os dados do cartão e do endereço.',
    });
    expect(fake.ordersCreated()).toBe(before);
  });

  it('charges once when the same payment is sent twice (Idempotency-Key)', async () => {
    const before = fake.ordersCreated();
    const request = chargeRequest();
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    expect(fake.ordersCreated()).toBe(before + 1);
  });

  it('is unavailable when our key is refused (401)', async () => {
    const wrongKey = pagarmeGateway({ apiKey: 'sk_test_wrong', baseUrl: fake.url });
    const error = await wrongKey.charge(chargeRequest()).catch((error: unknown) => error);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).toContain('401');
  });

  it('is unavailable on a 500 and on a 502 with an HTML body', async () => {
    fake.failNext(500);
    await expect(gateway.charge(chargeRequest())).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 500'),
    );
    fake.failNext(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    await expect(gateway.charge(chargeRequest())).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 502'),
    );
  });

  it('is unavailable when a 200 is not JSON', async () => {
    fake.failNext(200, '<html>maintenance</html>');
    await expect(gateway.charge(chargeRequest())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('is unavailable on a timeout, and a retry of the same payment finds the order made', async () => {
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    const request = chargeRequest();
    const before = fake.ordersCreated();
    fake.delayNext(1_000);
    await expect(impatient.charge(request)).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me timed out'),
    );
    // The retry waits as long as production does: 200 ms can pass on a busy machine.
    expect(await gateway.charge(request)).toMatchObject({ outcome: 'approved' });
    expect(fake.ordersCreated()).toBe(before + 1);
  });

  it('is unavailable when nothing listens', async () => {
    const nowhere = pagarmeGateway({
      apiKey: fake.apiKey,
      baseUrl: `http://127.0.0.1:${await freePort()}`,
    });
    await expect(nowhere.charge(chargeRequest())).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me unreachable (ECONNREFUSED)'),
    );
  });

  it('never puts the card number, the CVV or the key in an error, whatever the operation', async () => {
    const card = { number: '5555666677778884', cvv: '987' };
    const request = chargeRequest({ card });
    const secrets = [card.number, card.cvv, fake.apiKey, 'c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAx'];
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    const failures: [string, () => void, PaymentGateway][] = [
      ['404', () => undefined, pagarmeGateway({ apiKey: fake.apiKey, baseUrl: `${fake.url}/v4` })],
      // A broken gateway that echoes what it was sent: its body must not reach the error.
      ['500 echo', () => fake.failNext(500, JSON.stringify(request)), gateway],
      ['502 html', () => fake.failNext(502, `<p>${card.number} ${fake.apiKey}</p>`), gateway],
      ['bad JSON', () => fake.failNext(200, `{"card": "${card.number}"`), gateway],
      ['timeout', () => fake.delayNext(1_000), impatient],
    ];
    const wrongKey = pagarmeGateway({ apiKey: `${fake.apiKey}-old`, baseUrl: fake.url });
    failures.push(['wrong key', () => undefined, wrongKey]);
    const savedCard = await checkout();
    const operations: [string, (target: PaymentGateway) => Promise<unknown>][] = [
      ['charge', (target) => target.charge(request)],
      ['renewal', (target) => target.chargeSavedCard(renewalRequest(savedCard))],
      ['new card', (target) => target.saveCard(saveCardRequest(card))],
      ['card change', (target) => target.saveCard(saveCardRequest(card, savedCard))],
    ];

    for (const [operation, run] of operations)
      for (const [failure, arrange, target] of failures) {
        const label = `${operation}, ${failure}`;
        arrange();
        const error = await run(target).catch((error: unknown) => error);
        expect(error, label).toBeInstanceOf(GatewayUnavailableError);
        const { message, stack, cause } = error as Error;
        const shown = [message, String(error), stack ?? '', JSON.stringify(error)].join('\n');
        for (const secret of secrets) expect(shown, label).not.toContain(secret);
        expect(cause, label).toBeUndefined();
      }
  });

  it("sends the card's data only where Pagar.me needs it: the checkout and the card it saves", async () => {
    const card = { number: '5555666677778884', cvv: '987' };
    const shows = (sent: RecordedRequest) =>
      [card.number, `"cvv":"${card.cvv}"`].some((secret) =>
        JSON.stringify([sent.path, sent.headers, sent.body]).includes(secret),
      );
    const before = fake.requests.length;

    const checkedOut = await gateway.charge(chargeRequest({ card }));
    const saved = await gateway.saveCard(saveCardRequest(card));
    if (checkedOut.outcome !== 'approved' || saved.outcome !== 'saved')
      throw new Error('the card was refused');
    await gateway.chargeSavedCard(renewalRequest(checkedOut.cardReference ?? ''));
    await gateway.chargeSavedCard(renewalRequest(saved.cardReference));

    const sent = requestsSince(before);
    const cardsPath = `/customers/${idsOf(saved.cardReference).customerId}/cards`;
    expect(sent.map((r) => r.path)).toEqual([
      '/orders',
      '/customers',
      cardsPath,
      '/orders',
      '/orders',
    ]);
    expect(sent.filter(shows).map((r) => r.path)).toEqual(['/orders', cardsPath]);
    expect(fake.cardsOf(idsOf(saved.cardReference).customerId)).toEqual([
      expect.objectContaining({ first_six_digits: '555566', last_four_digits: '8884' }),
    ]);
    expect(JSON.stringify(fake.cardsOf(idsOf(saved.cardReference).customerId))).not.toContain(
      card.number,
    );
  });
});

describe('pagarmeGateway: renewals, charging the saved card', () => {
  it('creates a closed order for the saved customer and card, keyed by the payment', async () => {
    const cardReference = await checkout();
    const { customerId, cardId } = idsOf(cardReference);
    const request = renewalRequest(cardReference);

    const result = await gateway.chargeSavedCard(request);
    expect(result).toEqual({
      outcome: 'approved',
      reference: expect.stringMatching(/^or_/),
      cardReference,
    });
    const sent = lastRequest();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/orders',
      headers: {
        authorization: 'Basic c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAxOg==',
        'content-type': 'application/json',
        'idempotency-key': request.paymentId,
      },
    });
    expect(sent?.body).toEqual({
      code: request.paymentId,
      closed: true,
      items: [
        {
          code: 'MONTHLY',
          description: 'Quadro - Plano Profissional (mensal)',
          amount: 9990,
          quantity: 1,
        },
      ],
      customer_id: customerId,
      payments: [
        {
          payment_method: 'credit_card',
          amount: 9990,
          credit_card: {
            installments: 1,
            statement_descriptor: 'QUADRO',
            operation_type: 'auth_and_capture',
            card_id: cardId,
          },
        },
      ],
    });
  });

  it("declines with the acquirer's reason when the issuer refuses the renewal (card 0077)", async () => {
    const cardReference = await checkout(DECLINED_ON_RENEWAL_CARD);
    expect(await gateway.chargeSavedCard(renewalRequest(cardReference))).toEqual({
      outcome: 'declined',
      reference: expect.stringMatching(/^or_/),
      message: DECLINE_MESSAGE,
    });
  });

  it('says a renewal is under review when its order stays pending', async () => {
    const saved = await gateway.saveCard(saveCardRequest({ number: '4000000000000036' }));
    if (saved.outcome !== 'saved') throw new Error('the card was refused');
    expect(await gateway.chargeSavedCard(renewalRequest(saved.cardReference))).toMatchObject({
      outcome: 'pending',
      reference: expect.stringMatching(/^or_/),
    });
  });

  it('declines without a reference a saved card Pagar.me does not know, charging nothing', async () => {
    const { customerId, cardId } = idsOf(await checkout());
    const other = idsOf(await checkout());
    const before = fake.ordersCreated();
    const unknown = [
      `${customerId}:card_0000000000000000`,
      `cus_0000000000000000:${cardId}`,
      // Another customer's card.
      `${customerId}:${other.cardId}`,
    ];
    for (const cardReference of unknown)
      expect(await gateway.chargeSavedCard(renewalRequest(cardReference)), cardReference).toEqual({
        outcome: 'declined',
        reference: null,
        message: SAVED_CARD_NOT_FOUND,
      });
    expect(fake.ordersCreated()).toBe(before);
  });

  it('declines a malformed reference without calling Pagar.me', async () => {
    const before = fake.requests.length;
    for (const cardReference of [
      '',
      'card_1',
      'cus_1:',
      ':card_1',
      'cus_1:card_1:x',
      'cus 1:card_1',
    ])
      expect(await gateway.chargeSavedCard(renewalRequest(cardReference)), cardReference).toEqual({
        outcome: 'declined',
        reference: null,
        message: SAVED_CARD_NOT_FOUND,
      });
    expect(fake.requests.length).toBe(before);
  });

  it('is unavailable on a 500 and on a 502 with an HTML body', async () => {
    const cardReference = await checkout();
    fake.failNext(500);
    await expect(gateway.chargeSavedCard(renewalRequest(cardReference))).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 500'),
    );
    fake.failNext(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    await expect(gateway.chargeSavedCard(renewalRequest(cardReference))).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 502'),
    );
  });

  it('charges once when a renewal is retried, after a timeout or not (Idempotency-Key)', async () => {
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    const request = renewalRequest(await checkout());
    const before = fake.ordersCreated();
    fake.delayNext(1_000);
    await expect(impatient.chargeSavedCard(request)).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me timed out'),
    );
    const retried = await gateway.chargeSavedCard(request);
    expect(retried).toMatchObject({ outcome: 'approved', cardReference: request.cardReference });
    expect(await gateway.chargeSavedCard(request)).toEqual(retried);
    expect(fake.ordersCreated()).toBe(before + 1);
  });
});

describe("pagarmeGateway: saving a card ('Trocar cartão')", () => {
  it('creates the customer, then saves the card verified, with no charge', async () => {
    const before = fake.requests.length;
    const ordersBefore = fake.ordersCreated();
    const result = await gateway.saveCard(saveCardRequest());
    expect(result).toEqual({
      outcome: 'saved',
      cardReference: expect.stringMatching(SAVED_CARD_REFERENCE),
    });
    const { customerId, cardId } = idsOf((result as { cardReference: string }).cardReference);

    const [customer, card, ...more] = requestsSince(before);
    expect(more).toEqual([]);
    expect(customer).toMatchObject({ method: 'POST', path: '/customers' });
    expect(customer?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      type: 'individual',
      document: '52998224725',
      document_type: 'CPF',
      address: ADDRESS,
      phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
    });
    expect(card).toMatchObject({
      method: 'POST',
      path: `/customers/${customerId}/cards`,
      headers: {
        authorization: 'Basic c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAxOg==',
        'content-type': 'application/json',
      },
    });
    expect(card?.body).toEqual({
      number: APPROVED_CARD,
      holder_name: 'ANA SOUZA',
      exp_month: 12,
      exp_year: 2030,
      cvv: '123',
      billing_address: ADDRESS,
      options: { verify_card: true },
    });
    expect(fake.cardsOf(customerId)).toEqual([expect.objectContaining({ id: cardId })]);
    expect(fake.ordersCreated()).toBe(ordersBefore);
  });

  it('saves the new card to the customer of the card saved before, and renews with it', async () => {
    const previous = await checkout();
    const { customerId } = idsOf(previous);
    const before = fake.requests.length;

    const result = await gateway.saveCard(
      saveCardRequest({ number: '5555555555554444' }, previous),
    );
    expect(result).toEqual({
      outcome: 'saved',
      cardReference: expect.stringMatching(new RegExp(`^${customerId}:card_[0-9a-f]+$`)),
    });
    expect(requestsSince(before).map((r) => r.path)).toEqual([`/customers/${customerId}/cards`]);
    expect(fake.cardsOf(customerId).map((card) => card.last_four_digits)).toEqual(['0010', '4444']);

    const renewal = await gateway.chargeSavedCard(
      renewalRequest((result as { cardReference: string }).cardReference),
    );
    expect(renewal).toMatchObject({ outcome: 'approved' });
  });

  it("declines a card Pagar.me's verification refuses (CVV starting with 6, card 0028)", async () => {
    const { customerId } = idsOf(await checkout());
    for (const card of [{ cvv: '612' }, { number: '4000000000000028' }]) {
      expect(await gateway.saveCard(saveCardRequest(card)), JSON.stringify(card)).toEqual(
        CARD_REFUSED,
      );
      const previous = `${customerId}:card_0000000000000000`;
      expect(await gateway.saveCard(saveCardRequest(card, previous))).toEqual(CARD_REFUSED);
    }
    expect(fake.cardsOf(customerId)).toHaveLength(1);
  });

  it('declines data Pagar.me refuses (422): the card, or the customer before any card', async () => {
    const cardReference = await checkout();
    expect(await gateway.saveCard(saveCardRequest({ holderName: '' }, cardReference))).toEqual(
      CARD_REFUSED,
    );
    expect(await gateway.saveCard(saveCardRequest({ number: '4000000000000011' }))).toEqual(
      CARD_REFUSED,
    );

    const before = fake.requests.length;
    const request = saveCardRequest();
    const nameless = { ...request, customer: { ...request.customer, email: '' } };
    expect(await gateway.saveCard(nameless)).toEqual(CARD_REFUSED);
    expect(requestsSince(before).map((r) => r.path)).toEqual(['/customers']);
  });

  it('declines a card Pagar.me answers as not active', async () => {
    const previous = await checkout();
    fake.failNext(200, JSON.stringify({ id: 'card_1', status: 'inactive' }));
    expect(await gateway.saveCard(saveCardRequest({}, previous))).toEqual(CARD_REFUSED);
  });

  it('is unavailable when Pagar.me fails the customer or the card (5xx)', async () => {
    fake.failNext(500);
    await expect(gateway.saveCard(saveCardRequest())).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 500'),
    );
    const previous = await checkout();
    fake.failNext(503, '<html>maintenance</html>');
    await expect(gateway.saveCard(saveCardRequest({}, previous))).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered HTTP 503'),
    );
    fake.failNext(200, '{}');
    await expect(gateway.saveCard(saveCardRequest({}, previous))).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me answered a card without id'),
    );
  });
});

/** The BR Code's txid the fake derives from our payment's id: letters and digits, 25 at most. */
const txidOf = (paymentId: string) => paymentId.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);

/** A Pix created at the fake, and its order there. */
async function createdPix() {
  const request = pixRequest();
  const pix = await gateway.createPix(request);
  return { request, pix };
}

describe('pagarmeGateway: Pix', () => {
  it('creates a closed order paid by Pix, keyed by the payment, in the shape Pagar.me v5 expects', async () => {
    const request = pixRequest();
    await gateway.createPix(request);

    const sent = lastRequest();
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/orders');
    expect(sent?.headers).toMatchObject({
      authorization: 'Basic c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAxOg==',
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': request.paymentId,
    });
    expect(sent?.body).toEqual({
      code: request.paymentId,
      closed: true,
      items: [
        {
          code: 'MONTHLY',
          description: 'Quadro - Plano Profissional (mensal)',
          amount: 9990,
          quantity: 1,
        },
      ],
      customer: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        type: 'individual',
        document: '52998224725',
        document_type: 'CPF',
        address: ADDRESS,
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'pix',
          amount: 9990,
          pix: { expires_at: request.expiresAt.toISOString() },
        },
      ],
    });
  });

  it('answers the order and its copia-e-cola, a BR Code pix-utils parses for R$ 99,90', async () => {
    const { request, pix } = await createdPix();
    const order = fake.orderOf(request.paymentId);
    expect(pix).toEqual({
      reference: order?.id,
      customerReference: (order?.customer as { id: string }).id,
      copyPaste: order?.charges[0]?.last_transaction.qr_code,
      expiresAt: request.expiresAt,
    });
    expect(pix.reference).toMatch(/^or_/);
    expect(pix.customerReference).toMatch(/^cus_/);
    expect(order).toMatchObject({
      status: 'pending',
      charges: [
        {
          status: 'pending',
          payment_method: 'pix',
          last_transaction: {
            transaction_type: 'pix',
            qr_code_url: expect.stringMatching(/^https:\/\//),
          },
        },
      ],
    });

    const parsed = parsePix(pix.copyPaste);
    if (hasError(parsed)) throw new Error(`not a BR Code: ${parsed.message}`);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      merchantName: 'QUADRO',
      merchantCity: 'SAO PAULO',
      transactionCurrency: '986',
      countryCode: 'BR',
      transactionAmount: 99.9,
      txid: txidOf(request.paymentId),
    });
    expect(txidOf(request.paymentId)).toHaveLength(25);
    // One character changed breaks the CRC16: the library checks it, not only our fake.
    const broken = `${pix.copyPaste.slice(0, -1)}${pix.copyPaste.endsWith('0') ? '1' : '0'}`;
    expect(hasError(parsePix(broken))).toBe(true);
  });

  it("reads Pagar.me's own expiry, as UTC when it has no zone, and falls back to ours", async () => {
    const answered = (transaction: object) =>
      JSON.stringify({
        id: 'or_pix',
        status: 'pending',
        customer: { id: 'cus_pix' },
        charges: [{ status: 'pending', last_transaction: { qr_code: '000201…', ...transaction } }],
      });
    const request = pixRequest();
    for (const [expiresAt, expected] of [
      ['2031-01-15T18:30:00', new Date(Date.UTC(2031, 0, 15, 18, 30))],
      ['2031-01-15T18:30:00.000Z', new Date(Date.UTC(2031, 0, 15, 18, 30))],
      ['2031-01-15T15:30:00-03:00', new Date(Date.UTC(2031, 0, 15, 18, 30))],
      [undefined, request.expiresAt],
      ['amanhã', request.expiresAt],
      [1_800_000_000, request.expiresAt],
    ] as const) {
      fake.failNext(200, answered({ expires_at: expiresAt }));
      expect(await gateway.createPix(request), String(expiresAt)).toEqual({
        reference: 'or_pix',
        customerReference: 'cus_pix',
        copyPaste: '000201…',
        expiresAt: expected,
      });
    }
  });

  it('creates one order when the same Pix is asked twice, after a timeout or not', async () => {
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    const request = pixRequest();
    const before = fake.ordersCreated();
    fake.delayNext(1_000);
    await expect(impatient.createPix(request)).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me timed out'),
    );
    const first = await gateway.createPix(request);
    const second = await gateway.createPix(request);
    expect(second).toEqual(first);
    expect(fake.ordersCreated()).toBe(before + 1);
    expect(fake.orderOf(request.paymentId)?.id).toBe(first.reference);
  });

  it("creates the next month's Pix for the customer saved before, by its id alone", async () => {
    const { pix: first } = await createdPix();
    const { paymentId, amountCents, currency, description, expiresAt } = pixRequest();
    const request = {
      paymentId,
      amountCents,
      currency,
      description,
      expiresAt,
      customerReference: first.customerReference,
    };
    const before = fake.requests.length;

    const pix = await gateway.createPix(request);
    const [sent, ...more] = requestsSince(before);
    expect(more).toEqual([]);
    expect(sent?.headers).toMatchObject({ 'idempotency-key': paymentId });
    expect(sent?.body).toEqual({
      code: paymentId,
      closed: true,
      items: [
        {
          code: 'MONTHLY',
          description: 'Quadro - Plano Profissional (mensal)',
          amount: 9990,
          quantity: 1,
        },
      ],
      customer_id: first.customerReference,
      payments: [
        { payment_method: 'pix', amount: 9990, pix: { expires_at: expiresAt.toISOString() } },
      ],
    });
    expect(pix).toEqual({
      reference: expect.stringMatching(/^or_/),
      customerReference: first.customerReference,
      copyPaste: expect.any(String),
      expiresAt,
    });
    expect(pix.reference).not.toBe(first.reference);
    const parsed = parsePix(pix.copyPaste);
    if (hasError(parsed)) throw new Error(`not a BR Code: ${parsed.message}`);
    expect(parsed).toMatchObject({ transactionAmount: 99.9, txid: txidOf(paymentId) });
  });

  it("keeps the customer named when Pagar.me's answer names none, and fails when none is known", async () => {
    const pending = JSON.stringify({
      id: 'or_pix',
      status: 'pending',
      charges: [{ last_transaction: { qr_code: '000201…' } }],
    });
    const { paymentId, amountCents, currency, description, expiresAt } = pixRequest();
    const next = { paymentId, amountCents, currency, description, expiresAt };
    fake.failNext(200, pending);
    expect(await gateway.createPix({ ...next, customerReference: 'cus_known' })).toMatchObject({
      customerReference: 'cus_known',
    });
    for (const customer of [undefined, null, {}, { id: 'cus 1' }]) {
      fake.failNext(200, JSON.stringify({ ...JSON.parse(pending), customer }));
      await expect(gateway.createPix(pixRequest()), JSON.stringify(customer)).rejects.toThrow(
        new GatewayUnavailableError('Pagar.me answered a Pix order without customer'),
      );
    }
  });

  it('is unavailable for a customer Pagar.me does not know (422), or a malformed one, unasked', async () => {
    const { paymentId, amountCents, currency, description, expiresAt } = pixRequest();
    const next = { paymentId, amountCents, currency, description, expiresAt };
    const before = fake.ordersCreated();
    await expect(
      gateway.createPix({ ...next, customerReference: 'cus_0000000000000000' }),
    ).rejects.toThrow(new GatewayUnavailableError('Pagar.me refused the Pix order (HTTP 422)'));
    const requests = fake.requests.length;
    for (const customerReference of ['', 'cus 1', 'cus_1:card_1', '../customers'])
      await expect(
        gateway.createPix({ ...next, customerReference }),
        customerReference,
      ).rejects.toThrow(new GatewayUnavailableError('Pagar.me customer reference is malformed'));
    expect(fake.requests.length).toBe(requests);
    expect(fake.ordersCreated()).toBe(before);
  });

  it('is unavailable, creating nothing, when Pagar.me refuses the data (422, 400)', async () => {
    const before = fake.ordersCreated();
    const request = pixRequest();
    const nameless = { ...request, customer: { ...request.customer, name: '' } };
    await expect(gateway.createPix(nameless)).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me refused the Pix order (HTTP 422)'),
    );
    fake.failNext(400, JSON.stringify({ message: 'The request is invalid.' }));
    await expect(gateway.createPix(pixRequest())).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me refused the Pix order (HTTP 400)'),
    );
    expect(fake.ordersCreated()).toBe(before);
  });

  it('is unavailable on a 5xx, a 200 not JSON, and an order without id', async () => {
    for (const [status, body, message] of [
      [500, undefined, 'Pagar.me answered HTTP 500'],
      [502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'Pagar.me answered HTTP 502'],
      [200, '<html>maintenance</html>', 'Pagar.me answered invalid JSON'],
      [200, '{}', 'Pagar.me answered a Pix order without id'],
    ] as const) {
      fake.failNext(status, body);
      await expect(gateway.createPix(pixRequest()), message).rejects.toThrow(
        new GatewayUnavailableError(message),
      );
    }
  });

  it('is unavailable when the order holds no QR code, or failed', async () => {
    const order = (status: string, transaction: object | null) =>
      JSON.stringify({ id: 'or_pix', status, charges: [{ last_transaction: transaction }] });
    for (const answer of [
      order('pending', {}),
      order('pending', { qr_code: null }),
      order('pending', { qr_code: '  ' }),
      order('pending', { qr_code: 42 }),
      order('pending', null),
      JSON.stringify({ id: 'or_pix', status: 'pending', charges: [] }),
      JSON.stringify({ id: 'or_pix', status: 'pending' }),
      order('failed', { qr_code: '000201…' }),
    ]) {
      fake.failNext(200, answer);
      await expect(gateway.createPix(pixRequest()), answer).rejects.toThrow(
        new GatewayUnavailableError('Pagar.me answered a Pix order without qr_code'),
      );
    }
  });
});

describe('pagarmeGateway: fetching an order', () => {
  const stateOf = (reference: string, status: OrderState['status'], code: string | null) => ({
    reference,
    code,
    status,
  });

  it('fetches a paid card order by its id, with a GET and no body', async () => {
    const request = chargeRequest();
    const charged = await gateway.charge(request);
    if (charged.outcome !== 'approved') throw new Error('the card was refused');
    const before = fake.requests.length;

    expect(await gateway.fetchOrder(charged.reference)).toEqual(
      stateOf(charged.reference, 'paid', request.paymentId),
    );
    const [sent, ...more] = requestsSince(before);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ method: 'GET', path: `/orders/${charged.reference}` });
    expect(sent?.body).toBeUndefined();
    expect(sent?.headers).toMatchObject({
      authorization: 'Basic c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAxOg==',
      accept: 'application/json',
    });
    expect(sent?.headers).not.toHaveProperty('idempotency-key');
    expect(sent?.headers).not.toHaveProperty('content-type');
  });

  it('follows a Pix: pending, paid once the bank pays, refunded after an estorno', async () => {
    const { request, pix } = await createdPix();
    const state = (status: OrderState['status']) =>
      stateOf(pix.reference, status, request.paymentId);
    expect(await gateway.fetchOrder(pix.reference)).toEqual(state('pending'));

    fake.payPix(pix.reference);
    expect(fake.orderOf(request.paymentId)).toMatchObject({
      status: 'paid',
      charges: [{ status: 'paid', paid_amount: 9990, paid_at: expect.any(String) }],
    });
    expect(await gateway.fetchOrder(pix.reference)).toEqual(state('paid'));

    fake.refund(pix.reference);
    expect(await gateway.fetchOrder(pix.reference)).toEqual(state('refunded'));
  });

  it('says a card order refunded, and one charged back', async () => {
    for (const [control, status] of [
      [(orderId: string) => fake.refund(orderId), 'refunded'],
      [(orderId: string) => fake.chargeback(orderId), 'chargedback'],
    ] as const) {
      const request = chargeRequest();
      const charged = await gateway.charge(request);
      if (charged.outcome !== 'approved') throw new Error('the card was refused');
      control(charged.reference);
      expect(await gateway.fetchOrder(charged.reference), status).toEqual(
        stateOf(charged.reference, status, request.paymentId),
      );
    }
  });

  it('says a paid Pix charged back', async () => {
    const { request, pix } = await createdPix();
    fake.payPix(pix.reference);
    fake.chargeback(pix.reference);
    expect(await gateway.fetchOrder(pix.reference)).toEqual(
      stateOf(pix.reference, 'chargedback', request.paymentId),
    );
  });

  it('says a declined card order failed', async () => {
    const request = chargeRequest({ card: { cvv: '612' } });
    const declined = await gateway.charge(request);
    if (declined.outcome !== 'declined' || !declined.reference) throw new Error('not declined');
    expect(await gateway.fetchOrder(declined.reference)).toEqual(
      stateOf(declined.reference, 'failed', request.paymentId),
    );
  });

  it('answers null for an order Pagar.me does not know, and for what is no id, unasked', async () => {
    expect(await gateway.fetchOrder('or_0000000000000000')).toBeNull();
    const before = fake.requests.length;
    for (const reference of ['', 'or_1/../../customers', 'or 1', 'or_1?x=1', '../orders'])
      expect(await gateway.fetchOrder(reference), reference).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it("maps Pagar.me's order and charge statuses, and anything unknown to pending", async () => {
    const cases: [object, OrderState['status']][] = [
      [{ status: 'paid', charges: [{ status: 'paid' }] }, 'paid'],
      [{ status: 'paid', charges: [{ status: 'overpaid' }] }, 'paid'],
      [{ status: 'paid', charges: [{ status: 'refunded' }] }, 'refunded'],
      [{ status: 'paid', charges: [canceled('refunded')] }, 'refunded'],
      [{ status: 'paid', charges: [{ status: 'chargedback' }] }, 'chargedback'],
      [{ status: 'pending', charges: [{ status: 'pending' }] }, 'pending'],
      [{ status: 'failed', charges: [{ status: 'failed' }] }, 'failed'],
      [{ status: 'canceled', charges: [canceled('canceled')] }, 'canceled'],
      [{ status: 'canceled', charges: [] }, 'canceled'],
      [{ status: 'canceled', charges: [canceled('refunded')] }, 'refunded'],
      [{ status: 'canceled', charges: [{ status: 'refunded' }] }, 'refunded'],
      [{ status: 'canceled', charges: [{ status: 'chargedback' }] }, 'chargedback'],
      // Never paid by a guess.
      [{ status: 'paid' }, 'pending'],
      [{ status: 'paid', charges: [] }, 'pending'],
      [{ status: 'paid', charges: [{ status: 'underpaid' }] }, 'pending'],
      [{ status: 'paid', charges: [{ status: 'processing' }] }, 'pending'],
      [{ status: 'paid', charges: [canceled('voided')] }, 'pending'],
      [{ status: 'pending', charges: [{ status: 'paid' }] }, 'pending'],
      [{ status: 'processing', charges: [{ status: 'paid' }] }, 'pending'],
      [{ status: 'Paid', charges: [{ status: 'paid' }] }, 'pending'],
      [{ charges: [{ status: 'paid' }] }, 'pending'],
      [{ status: 'refunded', charges: [{ status: 'paid' }] }, 'pending'],
    ];
    for (const [order, status] of cases) {
      fake.failNext(200, JSON.stringify({ id: 'or_state', code: 'payment-1', ...order }));
      expect(await gateway.fetchOrder('or_state'), JSON.stringify(order)).toEqual(
        stateOf('or_state', status, 'payment-1'),
      );
    }
    for (const code of [undefined, null, 42]) {
      fake.failNext(200, JSON.stringify({ id: 'or_state', code, status: 'pending' }));
      expect(await gateway.fetchOrder('or_state')).toEqual(stateOf('or_state', 'pending', null));
    }
  });

  it('is unavailable on a 5xx, a 401, a 200 not JSON, and an order not the one asked for', async () => {
    const { pix } = await createdPix();
    for (const [status, body, message] of [
      [500, undefined, 'Pagar.me answered HTTP 500'],
      [503, '<html>maintenance</html>', 'Pagar.me answered HTTP 503'],
      [
        401,
        '{"message": "Authorization has been denied for this request."}',
        'Pagar.me answered HTTP 401',
      ],
      [200, '<html>maintenance</html>', 'Pagar.me answered invalid JSON'],
      [200, '{"status": "paid"}', 'Pagar.me answered an order without id'],
      [200, '{"id": "or_other", "status": "paid"}', 'Pagar.me answered another order'],
    ] as const) {
      fake.failNext(status, body);
      await expect(gateway.fetchOrder(pix.reference), message).rejects.toThrow(
        new GatewayUnavailableError(message),
      );
    }
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    fake.delayNext(1_000);
    await expect(impatient.fetchOrder(pix.reference)).rejects.toThrow(
      new GatewayUnavailableError('Pagar.me timed out'),
    );
  });
});

/** A charge canceled in full, its transaction as Pagar.me left it. */
function canceled(transactionStatus: string) {
  return { status: 'canceled', last_transaction: { status: transactionStatus } };
}

describe('pagarmeGateway: Pix and orders keep personal data out of errors', () => {
  it('never puts the CPF, the e-mail, the name or the key in an error', async () => {
    const request = pixRequest();
    const { customer } = request;
    const secrets = [
      customer.document,
      customer.email,
      customer.name,
      fake.apiKey,
      'c2tfdGVzdF9xdWFkcm9fZmFrZV8wMDAx',
    ];
    const impatient = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs: 200 });
    const wrongKey = pagarmeGateway({ apiKey: `${fake.apiKey}-old`, baseUrl: fake.url });
    const failures: [string, () => void, PaymentGateway][] = [
      // A broken gateway that echoes what it was sent: its body must not reach the error.
      ['422 echo', () => fake.failNext(422, JSON.stringify({ errors: customer })), gateway],
      ['500 echo', () => fake.failNext(500, JSON.stringify(request)), gateway],
      ['502 html', () => fake.failNext(502, `<p>${customer.document} ${fake.apiKey}</p>`), gateway],
      ['bad JSON', () => fake.failNext(200, `{"document": "${customer.document}"`), gateway],
      ['no id', () => fake.failNext(200, JSON.stringify({ customer })), gateway],
      ['timeout', () => fake.delayNext(1_000), impatient],
      ['wrong key', () => undefined, wrongKey],
    ];
    const echoed = (order: object) => () =>
      fake.failNext(200, JSON.stringify({ ...order, customer, charges: [{ customer }] }));
    const operations: [string, (target: PaymentGateway) => Promise<unknown>, typeof failures][] = [
      [
        'pix',
        (target) => target.createPix(request),
        [...failures, ['no qr_code', echoed({ id: 'or_echo', status: 'pending' }), gateway]],
      ],
      [
        'order',
        (target) => target.fetchOrder('or_echo'),
        [...failures, ['another order', echoed({ id: 'or_other', status: 'paid' }), gateway]],
      ],
    ];

    for (const [operation, run, cases] of operations)
      for (const [failure, arrange, target] of cases) {
        const label = `${operation}, ${failure}`;
        arrange();
        const error = await run(target).catch((error: unknown) => error);
        expect(error, label).toBeInstanceOf(GatewayUnavailableError);
        const { message, stack, cause } = error as Error;
        const shown = [message, String(error), stack ?? '', JSON.stringify(error)].join('\n');
        for (const secret of secrets) expect(shown, label).not.toContain(secret);
        expect(cause, label).toBeUndefined();
      }
  });
});
