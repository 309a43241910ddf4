import { accountExportSchema, deleteAccountRequestSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { AccountService } from './account.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/me/export', {
    config: { rateLimit: RATE_LIMITS.exportAccount },
    schema: {
      tags,
      security,
      description:
        "'Exportar meus dados' (LGPD): tudo o que o Quadro guarda sobre quem chama, sem segredos nem dados de cartão.",
      response: { 200: accountExportSchema, ...errorResponses(401, 429) },
    },
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="meus-dados-quadro.json"');
      return account.export(currentUserId(request));
    },
  });

  app.delete('/me', {
    config: { rateLimit: RATE_LIMITS.deleteAccount },
    schema: {
      tags,
      security,
      description:
        "'Excluir minha conta': 409 enquanto quem chama for proprietário de workspaces com outros membros.",
      body: deleteAccountRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      await account.remove(currentUserId(request), request.body.password);
      return reply.code(204).send(null);
    },
  });
};
