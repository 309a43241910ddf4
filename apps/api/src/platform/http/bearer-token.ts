import type { FastifyRequest } from 'fastify';

export function bearerToken(request: FastifyRequest): string | null {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}
