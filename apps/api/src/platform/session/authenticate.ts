import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { bearerToken } from '../http/bearer-token.js';
import type { AccessMemory } from '../realtime/access-memory.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import { prepareSessionCheck } from './session-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The user id behind the request; only call it in a route guarded by `app.authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new AppError('UNAUTHORIZED');
  return request.userId;
}

/** The login behind the request; only call it in a route guarded by `app.authenticate`. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHORIZED');
  return request.sessionId;
}

async function authPlugin(
  app: FastifyInstance,
  { tokens, db, memory }: { tokens: AccessTokens; db: Db; memory: AccessMemory },
) {
  const isSessionLive = prepareSessionCheck(db);
  /**
   * Logout and password reset end the access tokens of a session too: one primary-key read, or
   * none while this instance remembers the session live (it forgets it when the session ends).
   */
  async function checkSession({ sessionId, userId }: AccessClaims) {
    if (memory.isSessionLive(sessionId, userId)) return;
    const mark = memory.mark();
    if (!(await isSessionLive(sessionId, userId))) throw new AppError('SESSION_REVOKED');
    memory.rememberSession(mark, sessionId, userId);
  }

  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const claims = await tokens.verify(token);
    await checkSession(claims);
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
  });
}

export default fp(authPlugin, { name: 'auth' });
