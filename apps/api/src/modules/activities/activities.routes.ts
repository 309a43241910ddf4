import { activitiesQuerySchema, activitiesResponseSchema, idParamsSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ActivitiesService } from './activities.service.js';

const errors = errorResponses(400, 401, 404);

export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/workspaces/:id/activities', {
    schema: {
      tags: ['activities'],
      security: [{ bearer: [] }],
      description:
        'Histórico do workspace, do mais novo ao mais antigo, em páginas: passe o nextCursor da página anterior como cursor.',
      params: idParamsSchema,
      querystring: activitiesQuerySchema,
      response: { 200: activitiesResponseSchema, ...errors },
    },
    handler: async (request) =>
      activities.list(currentUserId(request), request.params.id, request.query),
  });
};
