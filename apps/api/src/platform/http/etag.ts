import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchesIfNoneMatch } from './if-none-match.js';

/** A weak validator of the serialised body: equal bytes, equal tag. */
const bodyTag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Every signed-in GET answered in full carries an ETag of its body, and a request that already
 * holds that body gets a 304 without it. The handler has run by then, so authorisation was
 * checked first: another workspace's object is a 404, never a 304. Routes that know their
 * version (the board) set their own ETag and skip the hashing.
 */
async function etagPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.userId || reply.statusCode !== 200) return payload;
    if (reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = bodyTag(payload);
    void reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-type');
    return null;
  });
}

export default fp(etagPlugin, { name: 'etag' });
