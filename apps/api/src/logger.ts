import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets, tokens and card data never reach the logs. A request is logged by its route pattern
 * (`/v1/workspaces/invite/accept/:token`), never its URL, whose path may hold a token; an unknown
 * route by its path without the query.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.refreshToken',
        '*.turnstileToken',
        '*.deviceToken',
        '*.card',
        '*.cvv',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        ip?: string;
        id?: string;
        routeOptions?: { url?: string };
      }) => ({
        id: req.id,
        method: req.method,
        url: req.routeOptions?.url ?? req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}
