import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An empty body sent with a JSON content type (many clients send the header anyway) means no
 * body: a route whose body is optional accepts it, one that needs a body answers its own 400.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
