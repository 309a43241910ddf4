import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
