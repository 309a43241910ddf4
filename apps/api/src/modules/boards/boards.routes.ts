import {
  boardResponseSchema,
  boardSummaryResponseSchema,
  boardsResponseSchema,
  createBoardRequestSchema,
  idParamsSchema,
  updateBoardRequestSchema,
  workspaceIdParamsSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors.js';
import { currentUserId } from '../../plugins/auth.js';
import { RATE_LIMITS } from '../../plugins/rate-limits.js';
import type { BoardsService } from './boards.service.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['boards'];
const security = [{ bearer: [] }];

export const boardsRoutes: FastifyPluginAsyncZod<{ boards: BoardsService }> = async (
  app,
  { boards },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/workspace/:workspaceId', {
    schema: {
      tags,
      security,
      params: workspaceIdParamsSchema,
      response: { 200: boardsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      boards: await boards.listForWorkspace(currentUserId(request), request.params.workspaceId),
    }),
  });

  app.post('/workspace/:workspaceId', {
    config: { rateLimit: RATE_LIMITS.createBoard },
    schema: {
      tags,
      security,
      params: workspaceIdParamsSchema,
      body: createBoardRequestSchema,
      response: { 201: boardSummaryResponseSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        board: await boards.create(
          currentUserId(request),
          request.params.workspaceId,
          request.body,
        ),
      }),
  });

  app.get('/:id', {
    // Compressed once per version by the cache instead of on every response.
    compress: false,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      description:
        'Quadro com listas e cartões em ordem. ETag pela versão; If-None-Match responde 304.',
      response: { 200: boardResponseSchema, 304: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const read = await boards.read(
        currentUserId(request),
        request.params.id,
        request.headers['if-none-match'],
      );
      void reply.header('etag', read.etag).header('cache-control', 'private, no-cache');
      // Nothing to serialise: a 304 has no body and no Content-Length (RFC 9110 §15.4.5), and
      // strict clients reject one that promises the 4 bytes of "null".
      if (read.notModified) return reply.code(304).send(undefined as never);
      // Already serialised (and cached) per version: a string or buffer body skips the serialiser,
      // so the schema above documents the shape the presenter built rather than checking it again.
      void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply
          .header('content-encoding', 'gzip')
          .send((await read.cached.gzipped()) as never);
      }
      return reply.send(read.cached.body as never);
    },
  });

  app.patch('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateBoardRequestSchema,
      response: { 200: boardSummaryResponseSchema, ...errors },
    },
    handler: async (request) => ({
      board: await boards.update(currentUserId(request), request.params.id, request.body),
    }),
  });

  app.delete('/:id', {
    schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await boards.remove(currentUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
