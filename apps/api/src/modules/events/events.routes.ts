import { idParamsSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/session/access-tokens.js';
import { currentSessionId, currentUserId } from '../../platform/session/authenticate.js';
import type { ChangeHub } from '../../platform/realtime/change-hub.js';
import { openEventStream } from '../../platform/realtime/event-stream.js';
import type { EventsService } from './events.service.js';

/** Streams one user may keep open on one instance: a few tabs, not a flood. */
export const MAX_STREAMS_PER_USER = 10;

export interface EventsRoutesOptions {
  events: EventsService;
  hub: ChangeHub;
  heartbeatMs: number;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { events, hub, heartbeatMs },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/:id/events', {
    compress: false,
    exposeHeadRoute: false,
    schema: {
      tags: ['boards'],
      security: [{ bearer: [] }],
      params: idParamsSchema,
      description:
        'Eventos do quadro (text/event-stream): `ready`, `board` {boardId, version}, `comments` ' +
        '{boardId, cardId}, `workspace` {workspaceId}; o fluxo termina com `reconnect`, ' +
        '`deleted` ou `revoked`.',
      response: { 200: z.string(), ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request, reply) => {
      const userId = currentUserId(request);
      const access = await events.authorise(userId, request.params.id);
      if (hub.countFor(userId) >= MAX_STREAMS_PER_USER) throw new AppError('TOO_MANY_STREAMS');

      reply.hijack();
      let unsubscribe = () => {};
      const stream = openEventStream(reply.raw, reply.getHeaders(), {
        heartbeatMs,
        maxAgeMs: ACCESS_TOKEN_TTL_SECONDS * 1_000,
        subscriber: {
          userId,
          sessionId: currentSessionId(request),
          workspaceId: access.workspaceId,
          boardId: access.boardId,
        },
        onClose: () => unsubscribe(),
      });
      unsubscribe = hub.subscribe(stream);
      // Checked again once subscribed: a removal committed in between would otherwise go unheard.
      try {
        const current = await events.authorise(userId, access.boardId);
        stream.send('ready', { boardId: access.boardId, version: current.version });
      } catch (error) {
        const gone = error instanceof AppError && error.status === 404;
        stream.end({ event: gone ? 'revoked' : 'reconnect', data: {} });
      }
    },
  });
};
