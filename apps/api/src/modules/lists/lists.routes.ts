import {
  createListRequestSchema,
  idParamsSchema,
  listResponseSchema,
  listsResponseSchema,
  reorderListsRequestSchema,
  updateListRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committedAnswer, sendCommitted } from '../../platform/http/committed.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ListsService } from './lists.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['lists'];
const security = [{ bearer: [] }];

export const listsRoutes: FastifyPluginAsyncZod<{ lists: ListsService }> = async (
  app,
  { lists },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/', {
    schema: {
      tags,
      security,
      body: createListRequestSchema,
      response: { 201: committedAnswer(listResponseSchema), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        list: sendCommitted(reply, await lists.create(currentUserId(request), request.body)),
      }),
  });

  app.post('/reorder', {
    schema: {
      tags,
      security,
      body: reorderListsRequestSchema,
      response: { 200: committedAnswer(listsResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      lists: sendCommitted(reply, await lists.reorder(currentUserId(request), request.body)),
    }),
  });

  app.patch('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateListRequestSchema,
      response: { 200: committedAnswer(listResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      list: sendCommitted(
        reply,
        await lists.update(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.post('/:id/archive', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(listResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      list: sendCommitted(reply, await lists.archive(currentUserId(request), request.params.id)),
    }),
  });

  app.post('/:id/restore', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(listResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      list: sendCommitted(reply, await lists.restore(currentUserId(request), request.params.id)),
    }),
  });

  app.delete('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 204: committedAnswer(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      sendCommitted(reply, await lists.remove(currentUserId(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
};
