import {
  archiveCardsResponseSchema,
  cardDetailResponseSchema,
  cardLabelParamsSchema,
  cardLabelRequestSchema,
  cardResponseSchema,
  createCardRequestSchema,
  idParamsSchema,
  moveCardRequestSchema,
  updateCardRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committedAnswer, sendCommitted } from '../../platform/http/committed.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { CardsService } from './cards.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['cards'];
const security = [{ bearer: [] }];

export const cardsRoutes: FastifyPluginAsyncZod<{ cards: CardsService }> = async (
  app,
  { cards },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/', {
    schema: {
      tags,
      security,
      body: createCardRequestSchema,
      response: { 201: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        card: sendCommitted(reply, await cards.create(currentUserId(request), request.body)),
      }),
  });

  app.post('/move', {
    schema: {
      tags,
      security,
      body: moveCardRequestSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(reply, await cards.move(currentUserId(request), request.body)),
    }),
  });

  app.patch('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateCardRequestSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(
        reply,
        await cards.update(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.get('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: cardDetailResponseSchema, ...errors },
    },
    handler: async (request) => cards.detail(currentUserId(request), request.params.id),
  });

  app.post('/:id/archive', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(reply, await cards.archive(currentUserId(request), request.params.id)),
    }),
  });

  app.post('/:id/restore', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(reply, await cards.restore(currentUserId(request), request.params.id)),
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
      sendCommitted(reply, await cards.remove(currentUserId(request), request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.post('/:id/labels', {
    schema: {
      tags,
      security,
      description: 'Põe a etiqueta no cartão (se já estiver, nada muda) e responde o cartão.',
      params: idParamsSchema,
      body: cardLabelRequestSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(
        reply,
        await cards.addLabel(currentUserId(request), request.params.id, request.body.labelId),
      ),
    }),
  });

  app.delete('/:id/labels/:labelId', {
    schema: {
      tags,
      security,
      description: 'Tira a etiqueta do cartão (se não estiver, nada muda) e responde o cartão.',
      params: cardLabelParamsSchema,
      response: { 200: committedAnswer(cardResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      card: sendCommitted(
        reply,
        await cards.removeLabel(currentUserId(request), request.params.id, request.params.labelId),
      ),
    }),
  });
};

/** Under /v1/lists: what a list's menu does to its cards. */
export const listCardsRoutes: FastifyPluginAsyncZod<{ cards: CardsService }> = async (
  app,
  { cards },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/:id/archive-cards', {
    schema: {
      tags: ['lists'],
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(archiveCardsResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      archived: sendCommitted(
        reply,
        await cards.archiveAllOf(currentUserId(request), request.params.id),
      ),
    }),
  });
};
