import {
  createHolidayRequestSchema,
  createHolidayResponseSchema,
  holidayParamsSchema,
  holidaysQuerySchema,
  holidaysResponseSchema,
  idParamsSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { CalendarService } from './calendar.service.js';

const tags = ['calendar'];
const security = [{ bearer: [] }];
const writeErrors = errorResponses(400, 401, 402, 403, 404, 409);

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/:id/holidays', {
    schema: {
      tags,
      security,
      description:
        'Os feriados do ano: nacionais e estaduais da região do workspace (pontos facultativos com optional: true) e os dias próprios do workspace.',
      params: idParamsSchema,
      querystring: holidaysQuerySchema,
      response: { 200: holidaysResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      calendar.list(currentUserId(request), request.params.id, request.query.year),
  });

  app.post('/:id/holidays', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: createHolidayRequestSchema,
      response: { 201: createHolidayResponseSchema, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        holiday: await calendar.add(currentUserId(request), request.params.id, request.body),
      }),
  });

  app.delete('/:id/holidays/:date', {
    schema: {
      tags,
      security,
      params: holidayParamsSchema,
      response: { 204: z.null(), ...writeErrors },
    },
    handler: async (request, reply) => {
      await calendar.remove(currentUserId(request), request.params.id, request.params.date);
      return reply.code(204).send(null);
    },
  });
};
