import { boardExportQuerySchema, boardExportSchema, idParamsSchema } from '@quadro/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../platform/http/rate-limits.js';
import { errorResponses } from '../../platform/http/route-errors.js';
import { currentUserId } from '../../platform/session/authenticate.js';
import type { ExportsService } from './exports.service.js';

/** `attachment`, with an ASCII name for old clients and the UTF-8 one (RFC 6266) for the rest. */
const attachment = (filename: string, name: string) =>
  `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (
  app,
  { exports },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/:id/export', {
    config: { rateLimit: RATE_LIMITS.exportBoard },
    schema: {
      tags: ['boards'],
      security: [{ bearer: [] }],
      description:
        'O quadro inteiro para baixar: `format=json` no formato documentado em docs/export-format.md, `format=csv` uma linha por cartão (UTF-8 com BOM, separado por ponto e vírgula).',
      params: idParamsSchema,
      querystring: boardExportQuerySchema,
      // `format=csv` answers the CSV text (text/csv).
      response: {
        200: z.union([boardExportSchema, z.string()]),
        ...errorResponses(400, 401, 404, 429),
      },
    },
    handler: async (request, reply) => {
      const file = await exports.board(
        currentUserId(request),
        request.params.id,
        request.query.format,
      );
      reply.header('content-disposition', attachment(file.filename, file.name));
      if (file.format === 'csv') return reply.type('text/csv; charset=utf-8').send(file.body);
      return file.body;
    },
  });
};
