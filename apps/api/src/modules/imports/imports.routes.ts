import {
  idParamsSchema,
  importPreviewResponseSchema,
  importQuerySchema,
  importResponseSchema,
  MAX_IMPORT_BYTES,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ImportsService } from './imports.service.js';

const errors = errorResponses(400, 401, 402, 403, 404, 413, 429);

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (
  app,
  { imports },
) => {
  app.addHook('onRequest', app.authenticate);

  // An upload that is not JSON is a file of the wrong kind, said as such.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) =>
      error
        ? done(new AppError('IMPORT_INVALID', 'O arquivo não é um JSON válido.'), undefined)
        : done(null, value),
    ),
  );

  app.post('/workspaces/:id/imports/trello', {
    bodyLimit: MAX_IMPORT_BYTES,
    config: { rateLimit: RATE_LIMITS.importBoard },
    schema: {
      tags: ['imports'],
      security: [{ bearer: [] }],
      params: idParamsSchema,
      querystring: importQuerySchema,
      response: { 200: importPreviewResponseSchema, 201: importResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const outcome = await imports.trello(
        currentUserId(request),
        request.params.id,
        request.body,
        request.query.dryRun,
      );
      return reply.code('board' in outcome ? 201 : 200).send(outcome);
    },
  });
};
