import {
  PLAN_NAME,
  PLAN_PRICE_CENTS,
  TRIAL_DAYS,
  errorResponseSchema,
  publicConfigSchema,
} from '@quadro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ping, type Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

const status = z.object({ status: z.literal('ok') });

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get('/healthz', { schema: { tags: ['system'], response: { 200: status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['system'], response: { 200: status, 503: errorResponseSchema } } },
    async () => {
      try {
        await ping(db);
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'Banco de dados indisponível');
      }
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/v1/config',
    { schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    async () => ({
      turnstileSiteKey: config.turnstile.secretKey ? config.turnstile.siteKey : null,
      priceCents: PLAN_PRICE_CENTS,
      planName: PLAN_NAME,
      trialDays: TRIAL_DAYS,
      paymentGateway: config.payments.gateway,
    }),
  );
};
