import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { stubFetch } from '../test/fetch-stub';
import { prefetchBoard } from './prefetch-board';

const BOARD_ID = '00000000-0000-4000-8000-0000000000c3';

function requestsAt(pathname: string): string[] {
  const fetchMock = stubFetch();
  prefetchBoard(pathname);
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  useAuthStore.getState().logout();
});

describe('the start-up board prefetch', () => {
  it('asks for the board’s first screen and the workspaces when a signed-in user opens a board', () => {
    useAuthStore.setState({ isAuthenticated: true, token: 't', refreshToken: 'r' });
    expect(requestsAt(`/board/${BOARD_ID}`)).toEqual([
      `GET /v1/boards/${BOARD_ID}/preview`,
      'GET /v1/workspaces',
    ]);
  });

  it('asks for nothing for a visitor, who is on the way to /login', () => {
    expect(requestsAt(`/board/${BOARD_ID}`)).toEqual([]);
  });

  it.each(['/board', '/dashboard', `/board/${BOARD_ID}/extra`, '/login'])(
    'asks for nothing at %s',
    (pathname) => {
      useAuthStore.setState({ isAuthenticated: true, token: 't', refreshToken: 'r' });
      expect(requestsAt(pathname)).toEqual([]);
    },
  );
});
