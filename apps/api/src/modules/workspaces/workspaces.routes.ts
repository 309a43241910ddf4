import {
  createWorkspaceRequestSchema,
  createWorkspaceResponseSchema,
  defaultBoardRequestSchema,
  defaultBoardResponseSchema,
  idParamsSchema,
  updateWorkspaceRequestSchema,
  workspaceResponseSchema,
  workspaceSummaryResponseSchema,
  workspacesResponseSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import type { WorkspacesService } from './workspaces.service.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['workspaces'];
const security = [{ bearer: [] }];

export const workspacesRoutes: FastifyPluginAsyncZod<{ workspaces: WorkspacesService }> = async (
  app,
  { workspaces },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/workspaces', {
    schema: {
      tags,
      security,
      response: { 200: workspacesResponseSchema, ...errors },
    },
    handler: async (request) => ({ workspaces: await workspaces.list(currentUserId(request)) }),
  });

  app.post('/workspaces', {
    config: { rateLimit: RATE_LIMITS.createWorkspace },
    schema: {
      tags,
      security,
      body: createWorkspaceRequestSchema,
      response: {
        201: createWorkspaceResponseSchema,
        ...errors,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await workspaces.create(currentUserId(request), request.body)),
  });

  app.get('/workspaces/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: workspaceResponseSchema, ...errors },
    },
    handler: async (request) => ({
      workspace: await workspaces.get(currentUserId(request), request.params.id),
    }),
  });

  app.patch('/workspaces/:id', {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: updateWorkspaceRequestSchema,
      response: { 200: workspaceSummaryResponseSchema, ...errors },
    },
    handler: async (request) => ({
      workspace: await workspaces.update(currentUserId(request), request.params.id, request.body),
    }),
  });

  app.delete('/workspaces/:id', {
    schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await workspaces.remove(currentUserId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/boards/default', {
    schema: {
      tags: ['boards'],
      security,
      description:
        'O quadro que /board abre; cria o workspace padrão no primeiro acesso. null quando o workspace não tem quadros e quem pede não pode criá-los.',
      body: defaultBoardRequestSchema.nullish(),
      response: { 200: defaultBoardResponseSchema, ...errors },
    },
    handler: async (request) => ({
      board: await workspaces.defaultBoard(currentUserId(request), request.body?.workspaceId),
    }),
  });
};
