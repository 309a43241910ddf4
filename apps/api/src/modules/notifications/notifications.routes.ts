import {
  followResponseSchema,
  idParamsSchema,
  listNotificationsQuerySchema,
  notificationPreferencesSchema,
  notificationsResponseSchema,
  readNotificationsRequestSchema,
  readNotificationsResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  updateNotificationPreferencesRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  // A mail client's one-click unsubscribe (RFC 8058) posts a form; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/notifications', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      description:
        'As notificações de quem chama, das mais recentes às mais antigas, com quantas não foram ' +
        'lidas; o `nextCursor` de uma página leva às anteriores.',
      querystring: listNotificationsQuerySchema,
      response: { 200: notificationsResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => notifications.list(currentUserId(request), request.query),
  });

  app.post('/notifications/read', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      description: 'Marca como lidas as notificações `ids` (todas de quem chama) ou todas.',
      body: readNotificationsRequestSchema,
      response: { 200: readNotificationsResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      unreadCount: await notifications.markRead(currentUserId(request), request.body),
    }),
  });

  app.post('/notifications/unsubscribe', {
    schema: {
      tags,
      description:
        'O link de um email desliga aquele tipo de email, sem login: o token assinado vem no ' +
        'corpo (a página do link) ou na URL (o cancelamento de um clique do cliente de email).',
      querystring: unsubscribeRequestSchema.partial(),
      body: unsubscribeRequestSchema.partial().optional(),
      response: { 200: unsubscribeResponseSchema, ...errorResponses(400) },
    },
    handler: async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new AppError('INVALID_UNSUBSCRIBE_LINK');
      return notifications.unsubscribe(token);
    },
  });

  app.get('/users/me/notification-preferences', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
    },
    handler: async (request) => notifications.preferences(currentUserId(request)),
  });

  app.patch('/users/me/notification-preferences', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      description: 'Muda o fuso horário e o que chega no Quadro e por email; o resto fica.',
      body: updateNotificationPreferencesRequestSchema,
      response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      notifications.updatePreferences(currentUserId(request), request.body),
  });

  app.get('/cards/:id/follow', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: followResponseSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => notifications.following(currentUserId(request), request.params.id),
  });

  app.put('/cards/:id/follow', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      description: 'Segue o cartão: seus comentários e prazos passam a notificar quem chama.',
      params: idParamsSchema,
      response: { 200: followResponseSchema, ...errorResponses(400, 401, 402, 403, 404) },
    },
    handler: async (request) =>
      notifications.setFollowing(currentUserId(request), request.params.id, true),
  });

  app.delete('/cards/:id/follow', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      response: { 200: followResponseSchema, ...errorResponses(400, 401, 402, 403, 404) },
    },
    handler: async (request) =>
      notifications.setFollowing(currentUserId(request), request.params.id, false),
  });
};
