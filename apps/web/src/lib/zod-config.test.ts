import { expect, it } from 'vitest';

it('makes zod jitless when it loads afterwards, as it does in the app', async () => {
  await import('./zod-config');
  const { config } = await import('zod');
  expect(config().jitless).toBe(true);
});
