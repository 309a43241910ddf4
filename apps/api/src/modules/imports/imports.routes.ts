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

  const sources = {
    trello:
      'Um quadro do Trello (sua exportação em JSON): `dryRun=true` devolve só o relatório; sem ele, cria o quadro no workspace.',
    quadro:
      'Um quadro exportado pelo Quadro (docs/export-format.md), recriado como era: `dryRun=true` devolve só o relatório.',
  } as const;
  for (const [source, description] of Object.entries(sources) as [keyof typeof sources, string][])
    app.post(`/workspaces/:id/imports/${source}`, {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { rateLimit: RATE_LIMITS.importBoard },
      schema: {
        tags: ['imports'],
        security: [{ bearer: [] }],
        description,
        params: idParamsSchema,
        querystring: importQuerySchema,
        response: { 200: importPreviewResponseSchema, 201: importResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const outcome = await imports[source](
          currentUserId(request),
          request.params.id,
          request.body,
          request.query.dryRun,
        );
        return reply.code('board' in outcome ? 201 : 200).send(outcome);
      },
    });
};
