import {
  archivedBoardsQuerySchema,
  archivedItemsResponseSchema,
  archivedQuerySchema,
  idParamsSchema,
  workspaceIdParamsSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ArchiveService } from './archive.service.js';

const errors = errorResponses(400, 401, 404);
const tags = ['archive'];
const security = [{ bearer: [] }];

/** Under /v1/boards: a board's archived cards and lists, a workspace's archived boards. */
export const archiveRoutes: FastifyPluginAsyncZod<{ archive: ArchiveService }> = async (
  app,
  { archive },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/:id/archived', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      querystring: archivedQuerySchema,
      response: { 200: archivedItemsResponseSchema, ...errors },
    },
    handler: async (request) =>
      archive.ofBoard(currentUserId(request), request.params.id, request.query),
  });

  app.get('/workspace/:workspaceId/archived', {
    schema: {
      tags,
      security,
      params: workspaceIdParamsSchema,
      querystring: archivedBoardsQuerySchema,
      response: { 200: archivedItemsResponseSchema, ...errors },
    },
    handler: async (request) =>
      archive.ofWorkspace(currentUserId(request), request.params.workspaceId, request.query),
  });
};
