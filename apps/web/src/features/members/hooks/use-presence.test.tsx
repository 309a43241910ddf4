import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { usePresence } from './use-presence';
import { testUser } from '../../../test/users';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function calls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([url, init]) =>
    init?.body ? `${String(url)} ${String(init.body)}` : String(url),
  );
}

const online = '/v1/users/status {"isOnline":true}';
const offline = '/v1/users/status {"isOnline":false}';

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
  useAuthStore.getState().setSession({
    user: testUser({ name: 'Ana', email: 'ana@exemplo.com' }),
    token: 't',
    refreshToken: 'r',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

function stubPresence() {
  const noContent = () => new Response(null, { status: 204 });
  return stubFetch({ 'POST /v1/users/ping': noContent, 'POST /v1/users/status': noContent });
}

describe('usePresence', () => {
  it('says online, then pings every 2 minutes only while the user was active in the last 5', async () => {
    const fetchMock = stubPresence();
    renderHook(() => usePresence());
    expect(calls(fetchMock)).toEqual([online]);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(fetchMock)).toEqual([online, '/v1/users/ping']);

    // Idle since mount: the ping at 240 s is within 300 s, the one at 360 s is not.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(fetchMock).filter((call) => call === '/v1/users/ping')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(fetchMock).filter((call) => call === '/v1/users/ping')).toHaveLength(2);

    window.dispatchEvent(new Event('mousemove'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(fetchMock).filter((call) => call === '/v1/users/ping')).toHaveLength(3);
  });

  it('goes offline 5 s after the tab hides, unless it comes back; online at most every 10 s', async () => {
    const fetchMock = stubPresence();
    renderHook(() => usePresence());
    expect(calls(fetchMock)).toEqual([online]);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(4_000);
    setVisibility('visible'); // back within 5 s (and within 10 s of the last online): nothing sent
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls(fetchMock)).toEqual([online]);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls(fetchMock)).toEqual([online, offline]);

    setVisibility('visible');
    expect(calls(fetchMock)).toEqual([online, offline, online]);
  });

  it('sends offline with keepalive on unload, and ignores a 401 without logging out', async () => {
    const fetchMock = stubFetch({
      'POST /v1/users/status': () => jsonResponse({ error: 'Não autorizado' }, 401),
    });
    renderHook(() => usePresence());
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    const unload = fetchMock.mock.calls.at(-1);
    expect(unload?.[1]?.keepalive).toBe(true);
    expect(unload?.[1]?.body).toBe('{"isOnline":false}');
    expect(calls(fetchMock).some((call) => call.includes('/auth/refresh'))).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('does nothing when disabled', () => {
    const fetchMock = stubPresence();
    renderHook(() => usePresence(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
