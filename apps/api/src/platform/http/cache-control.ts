import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a signed-in user reads is theirs alone: no shared cache may keep it, and the browser
 * revalidates it (with the ETag where the route sets one) before reusing it.
 */
async function cacheControlPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && request.userId && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control', dependencies: ['auth'] });
