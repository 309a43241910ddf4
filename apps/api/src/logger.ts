import type { Logger as PinoLogger } from 'pino';
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

/** Fastify's logger is pino's (loggerOptions above). */
type Logger = PinoLogger;
type Bindings = Parameters<Logger['child']>[0];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const noop = () => {};

/** Its own fields are not named as pino's methods are (`bindings()`), which they would hide. */
interface LazyChild {
  parentLogger: Logger;
  boundTo: Bindings;
  made?: Logger;
}

/** The child itself, made on first use: the request's id bound, as pino binds it. */
function madeChild(this: LazyChild): Logger {
  return (this.made ??= this.parentLogger.child(this.boundTo));
}

/**
 * Per parent logger and level, what every request's logger shares: the parent's own fields, a
 * no-op for each level the parent leaves out, and for the others (and for `child`) a method that
 * makes the real child first.
 */
const shared = new WeakMap<Logger, { level: string; prototype: object }>();

function sharedPrototype(parent: Logger): object {
  const known = shared.get(parent);
  if (known?.level === parent.level) return known.prototype;
  const prototype = Object.create(parent) as Record<string, unknown>;
  for (const level of LEVELS) {
    prototype[level] = parent.isLevelEnabled(level)
      ? function (this: LazyChild, ...args: unknown[]) {
          return (madeChild.call(this)[level] as (...args: unknown[]) => void)(...args);
        }
      : noop;
  }
  prototype.child = function (this: LazyChild, ...args: Parameters<Logger['child']>) {
    return madeChild.call(this).child(...args);
  };
  prototype.bindings = function (this: LazyChild) {
    return madeChild.call(this).bindings();
  };
  shared.set(parent, { level: parent.level, prototype });
  return prototype;
}

/**
 * Each request's logger, a child bound to its id, made only when the request logs something: at
 * the levels a server runs at, most requests log nothing, and making a pino child (its bindings
 * serialised through the redaction) was about 4% of a 304's CPU. Fastify hands pino an options
 * object even when it holds nothing, which sends pino down its slow path (the redaction set up
 * again): without options, the child takes pino's fast path.
 */
export const childLoggerFactory: FastifyServerOptions['childLoggerFactory'] = (
  logger,
  bindings,
  options,
) => {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  const lazy = Object.create(sharedPrototype(logger as Logger)) as LazyChild;
  lazy.parentLogger = logger as Logger;
  lazy.boundTo = bindings;
  return lazy as unknown as Logger;
};
