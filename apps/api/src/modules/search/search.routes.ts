import { searchQuerySchema, searchResponseSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { SearchService } from './search.service.js';

const errors = errorResponses(400, 401, 404, 429);

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/', {
    config: { rateLimit: RATE_LIMITS.search },
    schema: {
      tags: ['search'],
      security: [{ bearer: [] }],
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...errors },
    },
    handler: async (request) => search.search(currentUserId(request), request.query),
  });
};
