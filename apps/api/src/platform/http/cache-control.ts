import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a signed-in user reads is theirs alone: no shared cache may keep it, and the browser
 * revalidates it (with the ETag where the route sets one) before reusing it.
 */
async function cacheControlPlugin(app: FastifyInstance) {
  // A callback, not an async hook: it runs on every response, and a promise per call costs more
  // than the check itself.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' && request.userId && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-cache');
    }
    done(null, payload);
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control', dependencies: ['auth'] });
