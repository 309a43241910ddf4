import {
  cardIdParamsSchema,
  commentResponseSchema,
  commentsResponseSchema,
  createCommentRequestSchema,
  idParamsSchema,
  listCommentsQuerySchema,
  updateCommentRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { CommentsService } from './comments.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['comments'];
const security = [{ bearer: [] }];

export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/card/:cardId', {
    schema: {
      tags,
      security,
      description:
        'Os comentários do cartão, do mais antigo ao mais recente: sem `cursor`, os últimos ' +
        '`limit` (no máximo 200); com o `nextCursor` de uma página, os anteriores a ela.',
      params: cardIdParamsSchema,
      querystring: listCommentsQuerySchema,
      response: { 200: commentsResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      comments.list(currentUserId(request), request.params.cardId, request.query),
  });

  app.post('/card/:cardId', {
    schema: {
      tags,
      security,
      params: cardIdParamsSchema,
      body: createCommentRequestSchema,
      response: { 201: commentResponseSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        comment: await comments.create(currentUserId(request), request.params.cardId, request.body),
      }),
  });

  app.patch('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateCommentRequestSchema,
      response: { 200: commentResponseSchema, ...errors },
    },
    handler: async (request) => ({
      comment: await comments.update(currentUserId(request), request.params.id, request.body),
    }),
  });

  app.delete('/:id', {
    schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await comments.remove(currentUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
