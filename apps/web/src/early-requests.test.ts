import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './lib/auth-store';
import { API_BASE } from './lib/http';
import { routePatterns } from './lib/paths';

const fetchMock = vi.fn<typeof fetch>();

/** Runs early-requests.ts as the page at `pathname` would, with `stored` under the session's key. */
async function openPage(pathname: string, stored?: unknown) {
  window.history.replaceState(null, '', pathname);
  if (stored !== undefined) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  vi.resetModules();
  await import('./early-requests');
}

const signedIn = { state: { token: 't1', isAuthenticated: true }, version: 0 };

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  globalThis.quadroEarlyAnswers = undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('early-requests', () => {
  it("uses the app's storage key, API base and board path", () => {
    expect([AUTH_STORAGE_KEY, API_BASE, routePatterns.boardWithId]).toEqual([
      'quadro-auth',
      '/v1',
      '/board/:boardId',
    ]);
  });

  it("asks for a board's first screen and the workspaces with the stored token", async () => {
    await openPage('/board/b%201', signedIn);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v1/boards/b%201/preview',
      '/v1/workspaces',
    ]);
    expect(fetchMock.mock.calls[0]![1]).toEqual({
      headers: { Accept: 'application/json', Authorization: 'Bearer t1' },
      cache: 'no-store',
    });
    expect(Object.keys(globalThis.quadroEarlyAnswers ?? {})).toEqual([
      '/boards/b%201/preview',
      '/workspaces',
    ]);
  });

  it('answers null for a request that failed to arrive', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await openPage('/board/b1', signedIn);
    expect(await globalThis.quadroEarlyAnswers?.['/workspaces']).toBeNull();
  });

  it.each([
    ['another page', '/dashboard', signedIn],
    ['no session', '/board/b1', undefined],
    ['a signed-out session', '/board/b1', { state: { token: null, isAuthenticated: false } }],
    ['an unreadable session', '/board/b1', '{'],
  ])('asks for nothing on %s', async (_, pathname, stored) => {
    if (stored === '{') localStorage.setItem(AUTH_STORAGE_KEY, '{');
    await openPage(pathname, stored === '{' ? undefined : stored);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(globalThis.quadroEarlyAnswers).toBeUndefined();
  });
});
