import { afterEach, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.js';

const claims = {
  userId: '00000000-0000-4000-8000-000000000001',
  sessionId: '00000000-0000-4000-8000-000000000002',
};

afterEach(() => vi.useRealTimers());

it('refuses a token that expired after it was verified', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const tokens = createAccessTokens('segredo-de-teste-segredo-de-teste-1234');
  const token = await tokens.sign(claims);
  expect(await tokens.verify(token)).toEqual(claims);
  expect(await tokens.verify(token)).toEqual(claims);
  vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
});

it('refuses a token signed with another secret, even beside one it verified', async () => {
  const tokens = createAccessTokens('segredo-de-teste-segredo-de-teste-1234');
  const foreign = await createAccessTokens('outro-segredo-outro-segredo-outro-123').sign(claims);
  await tokens.verify(await tokens.sign(claims));
  await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
});
