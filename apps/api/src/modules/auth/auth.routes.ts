import {
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer-token.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { FORGOT_PASSWORD_MESSAGE, type AuthService } from './auth.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // Every answer here may carry a token or say something about an account: never cache one. The
  // one read, GET /me, is the signed-in user's own profile: private and revalidated, as every read.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.userId) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post('/register', {
    config: { rateLimit: RATE_LIMITS.register },
    schema: {
      tags,
      body: registerRequestSchema,
      response: { 201: authResponseSchema, 409: errorResponseSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await auth.register(request.body, request.ip)),
  });

  app.post('/login', {
    config: { rateLimit: RATE_LIMITS.login, moreRateLimits: [RATE_LIMITS.loginPerAddress] },
    schema: { tags, body: loginRequestSchema, response: { 200: authResponseSchema, ...errors } },
    handler: async (request) => auth.login(request.body, request.ip),
  });

  app.post('/refresh', {
    config: { rateLimit: RATE_LIMITS.refresh },
    schema: {
      tags,
      body: refreshRequestSchema,
      response: { 200: refreshResponseSchema, ...errors },
    },
    handler: async (request) => auth.refresh(request.body.refreshToken),
  });

  app.post('/logout', {
    schema: {
      tags,
      body: logoutRequestSchema.nullish(),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await auth.logout({
        refreshToken: request.body?.refreshToken,
        accessToken: bearerToken(request),
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/me', {
    onRequest: app.authenticate,
    schema: { tags, security: [{ bearer: [] }], response: { 200: meResponseSchema, ...errors } },
    handler: async (request) => ({ user: await auth.me(currentUserId(request)) }),
  });

  app.post('/verify-email', {
    config: { rateLimit: RATE_LIMITS.verifyEmail },
    schema: {
      tags,
      body: verifyEmailRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.verifyEmail(request.body.token);
      return { message: 'Email verificado com sucesso!' };
    },
  });

  app.post('/resend-verification', {
    onRequest: app.authenticate,
    config: { rateLimit: RATE_LIMITS.resendVerification },
    schema: {
      tags,
      security: [{ bearer: [] }],
      response: { 200: messageResponseSchema, 409: errorResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resendVerification(currentUserId(request));
      return { message: 'Enviamos um novo email de verificação.' };
    },
  });

  app.post('/forgot-password', {
    config: {
      rateLimit: RATE_LIMITS.forgotPassword,
      moreRateLimits: [RATE_LIMITS.forgotPasswordPerAddress],
    },
    schema: {
      tags,
      body: forgotPasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
    // Only once the answer has left: composing the e-mail (or finding there is no account) must
    // not delay it, even on PGlite, which runs its queries on this thread.
    onResponse: async () => auth.deliverQueuedMail(),
  });

  app.post('/reset-password', {
    config: { rateLimit: RATE_LIMITS.resetPassword },
    schema: {
      tags,
      body: resetPasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: 'Senha redefinida com sucesso!' };
    },
  });
};
