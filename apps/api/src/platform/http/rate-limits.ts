import rateLimit from '@fastify/rate-limit';
import { errorResponseSchema } from '@quadro/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';
import { batchedBudget, databaseStore } from './rate-limit-store.js';

export interface RouteRateLimit {
  max: number;
  timeWindow: string;
  keyGenerator?: (request: FastifyRequest) => string;
  /** 'onRequest': counted before the body is read (keyed by the user, known by then). */
  hook?: 'onRequest';
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

const byUser = (r: FastifyRequest) => r.userId ?? r.ip;

/**
 * Per-route limits of design §6; keyed by IP, and by IP + e-mail where one account is the target.
 * A route takes one in `config.rateLimit` and more in `config.moreRateLimits`.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '15 minutes', keyGenerator: (r) => `${r.ip}|${bodyEmail(r)}` },
  /** One address trying many accounts (the per-account lock is in the auth service). */
  loginPerAddress: { max: 30, timeWindow: '15 minutes' },
  register: { max: 20, timeWindow: '1 hour' },
  forgotPassword: {
    max: 5,
    timeWindow: '15 minutes',
    keyGenerator: (r) => `${r.ip}|${bodyEmail(r)}`,
  },
  forgotPasswordPerAddress: { max: 10, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 20, timeWindow: '15 minutes' },
  resendVerification: { max: 3, timeWindow: '15 minutes', keyGenerator: byUser },
  refresh: { max: 60, timeWindow: '1 minute' },
  createWorkspace: { max: 20, timeWindow: '1 hour', keyGenerator: byUser },
  createBoard: { max: 60, timeWindow: '1 hour', keyGenerator: byUser },
  /** Ping and status, each: a client sends a few a minute (spec §9); more is a loop. */
  presence: { max: 30, timeWindow: '1 minute', keyGenerator: byUser },
  invite: { max: 50, timeWindow: '1 hour', keyGenerator: byUser },
  /** Checkout attempts: enough for typos, too few to test stolen cards through us. */
  checkout: { max: 10, timeWindow: '1 hour', keyGenerator: byUser },
  checkoutPerAddress: { max: 30, timeWindow: '1 hour' },
  postalCode: { max: 60, timeWindow: '1 hour', keyGenerator: byUser },
  /** A search while typing asks once a pause (the web waits 200 ms); more is a loop or a scraper. */
  search: { max: 120, timeWindow: '1 minute', keyGenerator: byUser },
  /**
   * Previews and imports of board exports (up to 50 MB each): a move takes a few. Refused before
   * the body is read, so past the limit a request costs no parsing.
   */
  importBoard: { max: 30, timeWindow: '1 hour', keyGenerator: byUser, hook: 'onRequest' },
  /** A board's export reads all of it: a person downloads a few, a loop many. */
  exportBoard: { max: 60, timeWindow: '1 hour', keyGenerator: byUser },
  exportAccount: { max: 10, timeWindow: '1 hour', keyGenerator: byUser },
  /** The password it asks for is not guessed through it. */
  deleteAccount: { max: 5, timeWindow: '15 minutes', keyGenerator: byUser },
} satisfies Record<string, RouteRateLimit>;

/**
 * Every user's writes, all routes together: a burst from one account cannot starve the others
 * (they share the database). Shared by instances like the other counters, but claimed `batch`
 * writes at a time, so a write costs a statement on the counters only once in `batch` and a read
 * never does.
 */
export const WRITE_BUDGET = { max: 120, windowMs: 60_000, batch: 10 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A write under /v1: every one a signed-in user sends spends their write budget. */
function isApiWrite(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith('/v1/') && methods.some((method) => WRITE_METHODS.has(method));
}

/** Appends a hook to a route's own hooks of that kind (which run after the instance's). */
function appendHook<K extends 'onRequest' | 'preValidation'>(
  route: RouteOptions,
  kind: K,
  hooks: NonNullable<RouteOptions[K]>,
) {
  const asList = <T>(value: T | T[] | undefined): T[] =>
    Array.isArray(value) ? value : value ? [value] : [];
  (route as Record<K, unknown>)[kind] = [...asList(route[kind]), ...asList(hooks)];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits counted besides `rateLimit`, each under its own key. */
    moreRateLimits?: RouteRateLimit[];
  }
}

function tooManyRequests(ttlMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  );
}

/**
 * Counters live in the database (`rate_limit_counters`), so every instance behind a load balancer
 * counts against the same limit.
 */
async function rateLimitsPlugin(app: FastifyInstance, options: { enabled: boolean; db: Db }) {
  // Any write may be refused for the write budget: documented whether limits are on or not.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (isApiWrite(route) && response && !response[429])
      route.schema = { ...route.schema, response: { ...response, 429: errorResponseSchema } };
  });
  if (!options.enabled) return;
  const { db } = options;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    // After body parsing, so limits keyed by e-mail see it; before validation, so junk counts too.
    hook: 'preValidation',
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });

  const writes = batchedBudget(db, { prefix: 'writes|', ...WRITE_BUDGET });
  // After the route's authentication (a route's hooks follow its instance's), before the body.
  async function spendWrite(request: FastifyRequest) {
    if (!request.userId) return;
    const spent = await writes.spend(request.userId);
    if (!spent.allowed)
      throw new AppError(
        'TOO_MANY_WRITES',
        undefined,
        Math.max(1, Math.ceil(spent.retryAfterMs / 1000)),
      );
  }

  // @fastify/rate-limit applies one limit per request; the others go through the same store.
  app.addHook('onRoute', (route) => {
    if (isApiWrite(route)) appendHook(route, 'onRequest', spendWrite);
    const limits = route.config?.moreRateLimits;
    if (!limits?.length) return;
    const hooks = limits.map((limit, index) => {
      const prefix = `${String(route.method)} ${route.url}#${index + 1}|`;
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => prefix + (limit.keyGenerator?.(request) ?? request.ip),
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(result.ttl);
      };
    });
    appendHook(route, 'preValidation', hooks);
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
