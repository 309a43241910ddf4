import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Only our own scripts and the challenge service (Turnstile) run; nobody frames us. */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'", 'https://challenges.cloudflare.com'],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'frame-src': ['https://challenges.cloudflare.com'],
  'connect-src': ["'self'"],
};

/**
 * Every response's security headers: helmet's defaults with our CSP, written out once at start-up.
 * Helmet built them on every request through a dozen middlewares, a measurable share of a 304's
 * cost (docs/decisions/0024-security-headers-written-once-without-helmet.md). A route may still set its own (Swagger UI's CSP under /docs).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};

export default fp(securityHeadersPlugin, { name: 'security-headers' });
