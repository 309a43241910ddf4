import {
  changeCardRequestSchema,
  idempotencyHeadersSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  paymentIdParamsSchema,
  paymentStateResponseSchema,
  subscribeResponseSchema,
  receiptResponseSchema,
  postalAddressResponseSchema,
  postalCodeParamsSchema,
  subscribeRequestSchema,
  subscriptionStatusResponseSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/subscription-status', {
    schema: {
      tags,
      security,
      description: 'O plano do usuário: teste, ativo, cancelado ou teste expirado.',
      response: { 200: subscriptionStatusResponseSchema, ...errorResponses(401) },
    },
    handler: async (request) => payments.status(currentUserId(request)),
  });

  app.get('/history', {
    schema: {
      tags,
      security,
      description:
        'Os pagamentos de quem chama, do mais recente ao mais antigo, pagos ou não; o ' +
        '`nextCursor` de uma página leva aos anteriores.',
      querystring: paymentHistoryQuerySchema,
      response: { 200: paymentHistoryResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => payments.history(currentUserId(request), request.query),
  });

  app.get('/:id', {
    schema: {
      tags,
      security,
      description:
        'Um pagamento de quem chama, como a tela do Pix o acompanha: o código enquanto pode ser pago; 404 para qualquer outro.',
      params: paymentIdParamsSchema,
      response: { 200: paymentStateResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      payment: await payments.payment(currentUserId(request), request.params.id),
    }),
  });

  app.get('/:id/receipt', {
    schema: {
      tags,
      security,
      description: 'O recibo de um pagamento pago de quem chama; 404 para qualquer outro.',
      params: paymentIdParamsSchema,
      response: { 200: receiptResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      receipt: await payments.receipt(currentUserId(request), request.params.id),
    }),
  });

  app.post('/subscribe', {
    config: { rateLimit: RATE_LIMITS.checkout, moreRateLimits: [RATE_LIMITS.checkoutPerAddress] },
    schema: {
      tags,
      security,
      description:
        'Assina o Plano Profissional. No cartão, cobra R$ 99,90 e responde o plano; repetida com o mesmo `Idempotency-Key`, cobra uma vez só. No Pix, responde o Pix a pagar (copia e cola e validade); o plano fica ativo quando ele é pago.',
      headers: idempotencyHeadersSchema,
      body: subscribeRequestSchema,
      response: {
        200: subscribeResponseSchema,
        ...errorResponses(400, 401, 402, 409, 429, 503),
      },
    },
    handler: async (request) =>
      payments.subscribe(
        currentUserId(request),
        request.body,
        request.headers['idempotency-key'],
        request.log,
      ),
  });

  app.put('/card', {
    config: { rateLimit: RATE_LIMITS.checkout, moreRateLimits: [RATE_LIMITS.checkoutPerAddress] },
    schema: {
      tags,
      security,
      description:
        'Trocar cartão: as renovações passam a cobrar o novo cartão, salvo no gateway. Sem cobrança enquanto o plano está ativo; com pagamento pendente, cobra R$ 99,90 na hora (repetida com o mesmo `Idempotency-Key`, cobra uma vez só).',
      headers: idempotencyHeadersSchema,
      body: changeCardRequestSchema,
      response: {
        200: subscriptionStatusResponseSchema,
        ...errorResponses(400, 401, 402, 409, 429, 503),
      },
    },
    handler: async (request) =>
      payments.changeCard(
        currentUserId(request),
        request.body,
        request.headers['idempotency-key'],
        request.log,
      ),
  });

  app.post('/cancel-subscription', {
    schema: {
      tags,
      security,
      description:
        'Cancela a assinatura e a renovação automática; o período pago continua valendo até o fim.',
      response: { 200: subscriptionStatusResponseSchema, ...errorResponses(401, 409) },
    },
    handler: async (request) => payments.cancel(currentUserId(request)),
  });

  app.post('/reactivate-subscription', {
    schema: {
      tags,
      security,
      description:
        'Desfaz o cancelamento enquanto o período pago corre: a assinatura volta a ficar ativa, sem cobrança.',
      response: { 200: subscriptionStatusResponseSchema, ...errorResponses(401, 409) },
    },
    handler: async (request) => payments.reactivate(currentUserId(request)),
  });

  app.get('/postal-code/:code', {
    config: { rateLimit: RATE_LIMITS.postalCode },
    schema: {
      tags,
      security,
      description: 'O endereço de um CEP, para preencher o formulário de assinatura.',
      params: postalCodeParamsSchema,
      response: {
        200: postalAddressResponseSchema,
        ...errorResponses(400, 401, 404, 429, 503),
      },
    },
    handler: async (request) => payments.postalAddress(request.params.code),
  });
};
