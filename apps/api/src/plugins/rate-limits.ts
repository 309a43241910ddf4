import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export interface RouteRateLimit {
  max: number;
  timeWindow: string;
  keyGenerator?: (request: FastifyRequest) => string;
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Per-route limits of design §6; keyed by IP, and by IP + e-mail where one account is the target. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '15 minutes', keyGenerator: (r) => `${r.ip}|${bodyEmail(r)}` },
  register: { max: 20, timeWindow: '1 hour' },
  forgotPassword: {
    max: 5,
    timeWindow: '15 minutes',
    keyGenerator: (r) => `${r.ip}|${bodyEmail(r)}`,
  },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 20, timeWindow: '15 minutes' },
  resendVerification: { max: 3, timeWindow: '15 minutes' },
  refresh: { max: 60, timeWindow: '1 minute' },
} satisfies Record<string, RouteRateLimit>;

async function rateLimitsPlugin(app: FastifyInstance, options: { enabled: boolean }) {
  if (!options.enabled) return;
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so limits keyed by e-mail see it; before validation, so junk counts too.
    hook: 'preValidation',
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new AppError(
        429,
        'RATE_LIMITED',
        `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      );
    },
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
