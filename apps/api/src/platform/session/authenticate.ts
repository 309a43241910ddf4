import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { bearerToken } from '../http/bearer-token.js';
import type { AccessMemory } from '../realtime/access-memory.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import { prepareSessionCheck } from './session-check.js';

type HookDone = (error?: Error) => void;

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookDone): void;
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

/**
 * The caller of a request whose token this instance has already verified, of a session it knows
 * live: decided without a promise, as a poll's every request is. Anything else needs the full
 * check of `authenticate`.
 */
export const knownCaller =
  (tokens: AccessTokens, memory: AccessMemory) =>
  (request: { headers: { authorization?: string } }): AccessClaims | undefined => {
    const token = bearerToken(request);
    const known = token ? tokens.known(token) : undefined;
    return known && memory.isSessionLive(known.sessionId, known.userId) ? known : undefined;
  };

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

  const callerKnown = knownCaller(tokens, memory);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  /** A callback hook: a caller this instance knows passes without a promise. */
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
    const known = callerKnown(request);
    if (known) {
      request.userId = known.userId;
      request.sessionId = known.sessionId;
      return done();
    }
    const token = bearerToken(request);
    if (!token) return done(new AppError('UNAUTHORIZED'));
    tokens
      .verify(token)
      .then(async (claims) => {
        await checkSession(claims);
        request.userId = claims.userId;
        request.sessionId = claims.sessionId;
      })
      .then(() => done(), done);
  });
}

export default fp(authPlugin, { name: 'auth' });
