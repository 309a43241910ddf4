/** The token of an `Authorization: Bearer` header, of a Fastify request or a bare Node one. */
export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}
