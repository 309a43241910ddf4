import { errorResponseSchema, publicConfigSchema } from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemService } from './system.service.js';

const status = z.object({ status: z.literal('ok') });

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get('/healthz', { schema: { tags: ['system'], response: { 200: status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['system'], response: { 200: status, 503: errorResponseSchema } } },
    async () => {
      await system.assertReady();
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/v1/config',
    { schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    async () => system.publicConfig(),
  );
};
