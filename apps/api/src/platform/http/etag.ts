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
  // A callback, not an async hook: it runs on every response, a board's 304s included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || !request.userId || reply.statusCode !== 200) {
      return done(null, payload);
    }
    if (reply.hasHeader('etag')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = bodyTag(payload);
    void reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
    void reply.code(304).removeHeader('content-type');
    done(null, null);
  });
}

export default fp(etagPlugin, { name: 'etag' });
