import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { boardChunkName } from './board-chunks.js';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  // Assets are compressed once at build time (.gz and .br beside each file), not per request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  server: {
    proxy: {
      '/v1': apiTarget,
      '/healthz': apiTarget,
      '/docs': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API reads it to name a page's route chunks in its HTML (apps/api/src/platform/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // The board page's first API requests, which its HTML names (early-requests.ts).
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        'early-requests': path.join(import.meta.dirname, 'src', 'early-requests.ts'),
      },
      output: {
        // Every page needs these packages: one chunk instead of seven small ones shared between
        // the entry and the routes, each a round trip on a phone (docs/decisions/0036-the-board-page-names-its-chunks.md).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|zustand|clsx)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared)/,
              priority: 10,
            },
            {
              debugName: 'board',
              name: boardChunkName,
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for several 10 s waits (src/test/setup.ts) on a loaded machine, where typing into a
    // form alone can take seconds.
    testTimeout: 30_000,
  },
});
