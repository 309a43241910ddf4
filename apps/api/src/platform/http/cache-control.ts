import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A signed-in answer: the user's alone, and revalidated before the browser reuses it. */
export const PRIVATE_REVALIDATED = 'private, no-cache';

/**
 * What a signed-in user reads is theirs alone: no shared cache may keep it, and the browser
 * revalidates it (with the ETag where the route sets one) before reusing it.
 */
async function cacheControlPlugin(app: FastifyInstance) {
  // A callback, not an async hook: it runs on every response, and a promise per call costs more
  // than the check itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' && request.userId && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', PRIVATE_REVALIDATED);
    }
    done(null, payload);
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control', dependencies: ['auth'] });
