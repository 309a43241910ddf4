import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../lib/app-error.js';

const ALGORITHM = 'HS256';
const ISSUER = 'quadro';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  verify(token: string): Promise<string>;
}

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        if (!payload.sub) throw unauthorized('Sessão inválida', 'INVALID_TOKEN');
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw unauthorized('Sessão expirada', 'TOKEN_EXPIRED');
        throw unauthorized('Sessão inválida', 'INVALID_TOKEN');
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The user id behind the request; only call it in a route guarded by `app.authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

async function authPlugin(app: FastifyInstance, options: { tokens: AccessTokens }) {
  app.decorateRequest('userId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Não autenticado', 'UNAUTHORIZED');
    request.userId = await options.tokens.verify(match[1]);
  });
}

export default fp(authPlugin, { name: 'auth' });
