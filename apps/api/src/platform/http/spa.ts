import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pagesWithPreloads, type ViteManifest } from './page-preloads.js';

// `/metrics` too: with metrics off it is a JSON 404, never the app's page answering 200.
const API_PREFIXES = ['/v1/', '/v1?', '/docs', '/healthz', '/readyz', '/metrics'];

export const isApiPath = (url: string) =>
  url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix));

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the SPA's index.html for a client-side route, or false when there is no build. */
    sendSpa(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

/** Serves the built web app: hashed assets cached for a year, index.html always revalidated. */
async function spaPlugin(app: FastifyInstance, options: { distDir: string | undefined }) {
  const root = options.distDir ? path.resolve(options.distDir) : undefined;
  const enabled = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (enabled) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build ships .br and .gz beside each asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = enabled ? readPages(root) : [];
  app.decorate('sendSpa', (request: FastifyRequest, reply: FastifyReply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!enabled || !readsPage || isApiPath(request.url)) return false;
    void reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?', 1)[0]!;
    const page = pages.find(({ matches }) => matches(pathname));
    if (page) void reply.type('text/html; charset=utf-8').send(page.html);
    else void reply.sendFile('index.html');
    return true;
  });
}

/** The pages whose index.html names their route's chunks; none for a build without a manifest. */
function readPages(root: string) {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  return pagesWithPreloads(readFileSync(path.join(root, 'index.html'), 'utf8'), manifest);
}

export default fp(spaPlugin, { name: 'spa' });
