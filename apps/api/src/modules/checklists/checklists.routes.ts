import {
  checklistItemResponseSchema,
  checklistResponseSchema,
  checklistsResponseSchema,
  createChecklistItemRequestSchema,
  createChecklistRequestSchema,
  idParamsSchema,
  updateChecklistItemRequestSchema,
  updateChecklistRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committedAnswer, sendCommitted } from '../../platform/http/committed.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ChecklistsService } from './checklists.service.js';

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const tags = ['checklists'];
const security = [{ bearer: [] }];

/** A card's checklists and their items (prefix `/v1`). */
export const checklistsRoutes: FastifyPluginAsyncZod<{ checklists: ChecklistsService }> = async (
  app,
  { checklists },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/cards/:id/checklists', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: checklistsResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      checklists: await checklists.list(currentUserId(request), request.params.id),
    }),
  });

  app.post('/cards/:id/checklists', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: createChecklistRequestSchema,
      response: { 201: committedAnswer(checklistResponseSchema), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        checklist: sendCommitted(
          reply,
          await checklists.create(currentUserId(request), request.params.id, request.body),
        ),
      }),
  });

  app.patch('/checklists/:id', {
    schema: {
      tags,
      security,
      description: 'Renomeia a checklist ou a põe na posição `position` entre as do cartão.',
      params: idParamsSchema,
      body: updateChecklistRequestSchema,
      response: { 200: committedAnswer(checklistResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      checklist: sendCommitted(
        reply,
        await checklists.update(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.delete('/checklists/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 204: committedAnswer(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      sendCommitted(reply, await checklists.remove(currentUserId(request), request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.post('/checklists/:id/items', {
    schema: {
      tags,
      security,
      description: 'Acrescenta um item ao fim da checklist.',
      params: idParamsSchema,
      body: createChecklistItemRequestSchema,
      response: { 201: committedAnswer(checklistItemResponseSchema), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        item: sendCommitted(
          reply,
          await checklists.addItem(currentUserId(request), request.params.id, request.body),
        ),
      }),
  });

  app.patch('/checklist-items/:id', {
    schema: {
      tags,
      security,
      description:
        'Edita, marca ou desmarca o item; `position` é o novo índice na sua checklist (ou na ' +
        '`checklistId`, outra checklist do mesmo cartão), calculado pelo servidor.',
      params: idParamsSchema,
      body: updateChecklistItemRequestSchema,
      response: { 200: committedAnswer(checklistItemResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      item: sendCommitted(
        reply,
        await checklists.updateItem(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.delete('/checklist-items/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 204: committedAnswer(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      sendCommitted(reply, await checklists.removeItem(currentUserId(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
};
