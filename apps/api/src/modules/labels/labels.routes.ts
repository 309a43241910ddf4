import {
  createLabelRequestSchema,
  idParamsSchema,
  labelResponseSchema,
  updateLabelRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committedAnswer, sendCommitted } from '../../platform/http/committed.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { LabelsService } from './labels.service.js';

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const tags = ['labels'];
const security = [{ bearer: [] }];

/** A board's labels (prefix `/v1`); putting them on cards is the cards module's. */
export const labelsRoutes: FastifyPluginAsyncZod<{ labels: LabelsService }> = async (
  app,
  { labels },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/boards/:id/labels', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: createLabelRequestSchema,
      response: { 201: committedAnswer(labelResponseSchema), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        label: sendCommitted(
          reply,
          await labels.create(currentUserId(request), request.params.id, request.body),
        ),
      }),
  });

  app.patch('/labels/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateLabelRequestSchema,
      response: { 200: committedAnswer(labelResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      label: sendCommitted(
        reply,
        await labels.update(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.delete('/labels/:id', {
    schema: {
      tags,
      security,
      description: 'Exclui a etiqueta e a tira dos cartões que a têm.',
      params: idParamsSchema,
      response: { 204: committedAnswer(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      sendCommitted(reply, await labels.remove(currentUserId(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
};
