import {
  idParamsSchema,
  memberParamsSchema,
  transferOwnershipRequestSchema,
  updateMemberRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { MembersService } from './members.service.js';

const tags = ['members'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.addHook('onRequest', app.authenticate);

  app.patch('/:id/members/:userId', {
    schema: {
      tags,
      security,
      params: memberParamsSchema,
      body: updateMemberRequestSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { id, userId } = request.params;
      await members.changeRole(currentUserId(request), id, userId, request.body.role);
      return reply.code(204).send(null);
    },
  });

  app.delete('/:id/members/:userId', {
    schema: { tags, security, params: memberParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const { id, userId } = request.params;
      await members.remove(currentUserId(request), id, userId);
      return reply.code(204).send(null);
    },
  });

  app.post('/:id/transfer-ownership', {
    schema: {
      tags,
      security,
      description:
        'O proprietário passa o workspace a um de seus administradores e fica como administrador.',
      params: idParamsSchema,
      body: transferOwnershipRequestSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await members.transferOwnership(
        currentUserId(request),
        request.params.id,
        request.body.userId,
      );
      return reply.code(204).send(null);
    },
  });
};
