import {
  BOARD_PREVIEW_CARDS,
  boardChangesQuerySchema,
  boardChangesResponseSchema,
  boardPreviewResponseSchema,
  boardResponseSchema,
  boardSummaryResponseSchema,
  boardsResponseSchema,
  createBoardRequestSchema,
  idParamsSchema,
  updateBoardRequestSchema,
  workspaceIdParamsSchema,
} from '@quadro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { committedAnswer, sendCommitted } from '../../platform/http/committed.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { PRIVATE_REVALIDATED } from '../../platform/http/cache-control.js';
import type { CachedBody } from './board-cache.js';
import type { BoardPart, BoardsService } from './boards.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
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

  /**
   * A body cached per version with its ETag, or nothing (undefined) for a 304; gzipped when the
   * client takes it and it is not small (compressed once per version, not on every response).
   */
  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    etag: string,
    body: CachedBody | undefined,
  ): string | Promise<Buffer> | undefined {
    void reply.header('etag', etag).header('cache-control', PRIVATE_REVALIDATED);
    // Nothing to serialise: a 304 has no body and no Content-Length (RFC 9110 §15.4.5), and
    // strict clients reject one that promises the 4 bytes of "null".
    if (!body) return void reply.code(304);
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (body.small || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return body.body;
    void reply.header('content-encoding', 'gzip');
    return body.gzipped();
  }

  /** A board's version as its ETag and the body to send. */
  async function boardPayload(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    part: BoardPart,
  ): Promise<string | Buffer | undefined> {
    const read = await boards.read(
      currentUserId(request),
      request.params.id,
      request.headers['if-none-match'],
      part,
    );
    const cached = read.notModified ? undefined : read.cached;
    return sendCached(request, reply, read.etag, part === 'board' ? cached : cached?.preview);
  }

  // Both send a body already serialised (and cached) per version: a string or buffer body skips the
  // serialiser, so their response schemas document the shape the presenter built rather than
  // checking it again; and it is compressed once per version instead of on every response.
  app.get('/:id', {
    compress: false,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      description:
        'Quadro com listas e cartões em ordem. ETag pela versão; If-None-Match responde 304.',
      response: { 200: boardResponseSchema, 304: z.null(), ...errors },
    },
    handler: async (request, reply) =>
      reply.send((await boardPayload(request, reply, 'board')) as never),
  });

  app.get('/:id/preview', {
    compress: false,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      description:
        `A primeira tela do quadro: todas as listas, cada uma com os primeiros ${BOARD_PREVIEW_CARDS} ` +
        'cartões e a contagem de todos (cardCount). ETag pela versão; If-None-Match responde 304.',
      response: { 200: boardPreviewResponseSchema, 304: z.null(), ...errors },
    },
    handler: async (request, reply) =>
      reply.send((await boardPayload(request, reply, 'preview')) as never),
  });

  app.get('/:id/changes', {
    compress: false,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      querystring: boardChangesQuerySchema,
      description:
        'O que mudou no quadro desde a versão `since`: listas e cartões alterados (nas posições de ' +
        'agora) e os ids dos que saíram. ETag pela versão; If-None-Match responde 304. 410 quando ' +
        'essa versão é antiga ou desconhecida: carregue o quadro inteiro. `reached`: uma versão que ' +
        'o quadro já alcançou (um evento a nomeou); sem If-None-Match nem ela, a resposta vem do banco.',
      response: {
        200: boardChangesResponseSchema,
        304: z.null(),
        ...errorResponses(400, 401, 404, 410),
      },
    },
    handler: async (request, reply) => {
      const read = await boards.changes(
        currentUserId(request),
        request.params.id,
        request.query,
        request.headers['if-none-match'],
      );
      const cached = read.notModified ? undefined : read.cached;
      return reply.send((await sendCached(request, reply, read.etag, cached)) as never);
    },
  });

  app.patch('/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateBoardRequestSchema,
      response: { 200: committedAnswer(boardSummaryResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      board: sendCommitted(
        reply,
        await boards.update(currentUserId(request), request.params.id, request.body),
      ),
    }),
  });

  app.post('/:id/archive', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(boardSummaryResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      board: sendCommitted(reply, await boards.archive(currentUserId(request), request.params.id)),
    }),
  });

  app.post('/:id/restore', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: committedAnswer(boardSummaryResponseSchema), ...errors },
    },
    handler: async (request, reply) => ({
      board: sendCommitted(reply, await boards.restore(currentUserId(request), request.params.id)),
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
