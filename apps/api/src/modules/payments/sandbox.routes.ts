import {
  paymentIdParamsSchema,
  paymentStateResponseSchema,
  subscriptionStatusResponseSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { PaymentsService } from './payments.service.js';
import type { Renewals } from './renewals.js';

const tags = ['payments'];
const security = [{ bearer: [] }];

/**
 * What only the sandbox gateway offers, so a person trying Quadro locally sees the whole story:
 * registered with `PAYMENT_GATEWAY=sandbox` alone (which production refuses); elsewhere these
 * routes do not exist (404).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  renewals: Renewals;
}> = async (app, { payments, renewals }) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/pix/:id/pay', {
    schema: {
      tags,
      security,
      description:
        'Só no ambiente de teste: paga um Pix de quem chama, como o banco faria ("Simular pagamento").',
      params: paymentIdParamsSchema,
      response: { 200: paymentStateResponseSchema, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => ({
      payment: await payments.payPixInSandbox(currentUserId(request), request.params.id),
    }),
  });

  app.post('/renew', {
    schema: {
      tags,
      security,
      description:
        'Só no ambiente de teste: encerra o período pago agora e cobra a renovação no cartão salvo, como aconteceria no fim do mês.',
      response: { 200: subscriptionStatusResponseSchema, ...errorResponses(401, 409) },
    },
    handler: async (request) => {
      const userId = currentUserId(request);
      if (!(await renewals.renewNow(userId))) throw new AppError('NOTHING_TO_RENEW');
      return payments.status(userId);
    },
  });
};
