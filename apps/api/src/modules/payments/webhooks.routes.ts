import { pagarmeWebhookSchema, webhookReceivedResponseSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import type { Webhooks } from './webhooks.js';

/** The gateway's notifications: public, authenticated by the webhook's own HTTP Basic. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: Webhooks }> = async (
  app,
  { webhooks },
) => {
  // Before the body is read: a caller without the credentials learns nothing about its shape.
  app.addHook('onRequest', async (request) => webhooks.authenticate(request.headers.authorization));

  app.post('/pagarme', {
    schema: {
      tags: ['payments'],
      security: [{ basic: [] }],
      description:
        'Notificações do Pagar.me (HTTP Basic com PAGARME_WEBHOOK_USER/PASSWORD). O pedido é consultado de novo no Pagar.me antes de valer; cada evento vale uma vez; eventos desconhecidos respondem 200 sem mudar nada.',
      body: pagarmeWebhookSchema,
      response: { 200: webhookReceivedResponseSchema, ...errorResponses(400, 401, 503) },
    },
    handler: async (request) => {
      await webhooks.receive(request.body, request.log);
      return { received: true as const };
    },
  });
};
