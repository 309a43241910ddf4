import { pingRequestSchema, presenceStatusRequestSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import type { PresenceService } from './presence.service.js';

const tags = ['presence'];
const security = [{ bearer: [] }];

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (
  app,
  { presence },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/ping', {
    config: { rateLimit: RATE_LIMITS.presence },
    schema: {
      tags,
      security,
      description: 'O usuário está ativo: fica online, visto agora.',
      body: pingRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      await presence.ping(currentUserId(request));
      return reply.code(204).send(null);
    },
  });

  app.post('/status', {
    config: { rateLimit: RATE_LIMITS.presence },
    schema: {
      tags,
      security,
      body: presenceStatusRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      await presence.setStatus(currentUserId(request), request.body.isOnline);
      return reply.code(204).send(null);
    },
  });
};
