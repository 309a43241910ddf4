import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePagarme, type FakePagarme } from '../../../test/fake-pagarme.js';
import { freePort } from '../../../test/free-port.js';
import { pagarmeGateway } from './pagarme-gateway.js';
import {
  GatewayUnavailableError,
  type ChargeRequest,
  type PaymentGateway,
} from './payment-gateway.js';

const APPROVED_CARD = '4000000000000010';
const DECLINE_MESSAGE = 'Pagamento recusado: Transação recusada';

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

let fake: FakePagarme;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startFakePagarme();
  gateway = pagarmeGateway({ apiKey: fake.apiKey, baseUrl: fake.url });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1);

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
    const address = {
      line_1: '100, Praça da Sé, Sé',
      zip_code: '01001000',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    };
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
        address,
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
              billing_address: address,
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

  it('approves a paid order, with its id as the reference', async () => {
    const result = await gateway.charge(chargeRequest());
    expect(result).toEqual({ outcome: 'approved', reference: expect.stringMatching(/^or_/) });
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

  it('never puts the card number, the CVV or the key in an error', async () => {
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

    for (const [label, arrange, target] of failures) {
      arrange();
      const error = await target.charge(request).catch((error: unknown) => error);
      expect(error, label).toBeInstanceOf(GatewayUnavailableError);
      const { message, stack, cause } = error as Error;
      const shown = [message, String(error), stack ?? '', JSON.stringify(error)].join('\n');
      for (const secret of secrets) expect(shown, label).not.toContain(secret);
      expect(cause, label).toBeUndefined();
    }
  });
});
