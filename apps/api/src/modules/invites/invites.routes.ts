import {
  acceptInviteResponseSchema,
  idParamsSchema,
  inviteInfoSchema,
  inviteRequestSchema,
  inviteTokenParamsSchema,
  pendingInvitesResponseSchema,
  sentInviteResponseSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import type { InvitesService } from './invites.service.js';

const tags = ['invites'];
const security = [{ bearer: [] }];

export const invitesRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (
  app,
  { invites },
) => {
  app.post('/:id/invite', {
    onRequest: app.authenticate,
    config: { rateLimit: RATE_LIMITS.invite },
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: inviteRequestSchema,
      response: { 201: sentInviteResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await invites.send(currentUserId(request), request.params.id, request.body)),
  });

  // Public: the invite page and the invited sign-up read it before anyone is signed in.
  app.get('/invite/info/:token', {
    schema: {
      tags,
      params: inviteTokenParamsSchema,
      response: { 200: inviteInfoSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => invites.info(request.params.token),
  });

  app.post('/invite/accept/:token', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      params: inviteTokenParamsSchema,
      response: { 200: acceptInviteResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => invites.accept(currentUserId(request), request.params.token),
  });

  app.get('/invites/pending', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      response: { 200: pendingInvitesResponseSchema, ...errorResponses(401) },
    },
    handler: async (request) => invites.pending(currentUserId(request)),
  });
};
