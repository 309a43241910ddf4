import type { User } from '@quadro/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { useAuthStore } from './auth-store';
import { ApiError, errorMessage, http, setSessionExpiredHandler } from './http';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maria',
  email: 'maria@example.com',
  emailVerified: true,
  subscriptionStatus: 'trial',
  trialEndsAt: null,
  avatarUrl: null,
};

const fetchMock = vi.fn<typeof fetch>();
const onExpired = vi.fn();

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/v1${path}`);
}

beforeEach(() => {
  fetchMock.mockReset();
  onExpired.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(onExpired);
  useAuthStore.getState().setSession({ user, token: 'old-token', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('http', () => {
  it('sends JSON with the bearer token under /v1', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(http.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(authHeader(init)).toBe('Bearer old-token');
  });

  it('normalises errors into ApiError with the server message and code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Quadro não encontrado', code: 'NOT_FOUND' }, 404),
    );
    const error = await http.get('/boards/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Quadro não encontrado',
    });
    expect(errorMessage(error, 'fallback')).toBe('Quadro não encontrado');
  });

  it('uses the fallback message when the server sent none or the network failed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const badGateway = await http.get('/x').catch((e: unknown) => e);
    expect(badGateway).toMatchObject({ status: 502 });
    expect(errorMessage(badGateway, 'Erro ao fazer login')).toBe('Erro ao fazer login');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await http.get('/x').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('refreshes once for concurrent 401s and retries every request with the new token', async () => {
    let finishRefresh: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/v1/auth/refresh') {
        return new Promise<Response>((resolve) => {
          finishRefresh = resolve;
        });
      }
      if (authHeader(init) === 'Bearer new-token') return Promise.resolve(jsonResponse({ url }));
      return Promise.resolve(
        jsonResponse({ error: 'Sessão expirada', code: 'UNAUTHENTICATED' }, 401),
      );
    });

    const first = http.get('/a');
    const second = http.get('/b');
    await vi.waitFor(() => expect(callsTo('/auth/refresh')).toHaveLength(1));
    finishRefresh(jsonResponse({ token: 'new-token', refreshToken: 'refresh-2' }));

    await expect(first).resolves.toEqual({ url: '/v1/a' });
    await expect(second).resolves.toEqual({ url: '/v1/b' });
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(callsTo('/auth/refresh')[0]?.[1]?.body).toBe('{"refreshToken":"refresh-1"}');
    expect(authHeader(callsTo('/auth/refresh')[0]?.[1])).toBeUndefined();
    expect(callsTo('/a')).toHaveLength(2);
    expect(callsTo('/b')).toHaveLength(2);
    expect(useAuthStore.getState()).toMatchObject({
      token: 'new-token',
      refreshToken: 'refresh-2',
    });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('logs out and goes to login when the refresh fails', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/v1/auth/refresh'
          ? jsonResponse({ error: 'Sessão inválida', code: 'INVALID_REFRESH_TOKEN' }, 401)
          : jsonResponse({ error: 'Sessão expirada', code: 'UNAUTHENTICATED' }, 401),
      ),
    );

    await expect(http.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('logs out without calling refresh when there is no refresh token', async () => {
    useAuthStore.setState({ refreshToken: null });
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Sessão expirada', code: 'UNAUTHENTICATED' }, 401),
    );

    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(callsTo('/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes on a login 401: it is a wrong password, not an expired session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Email ou senha inválidos', code: 'INVALID_CREDENTIALS' }, 401),
    );

    await expect(http.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Email ou senha inválidos',
      },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onExpired).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('persists the session under the single quadro-auth key', () => {
    const stored = JSON.parse(window.localStorage.getItem('quadro-auth') ?? '{}') as {
      state?: unknown;
    };
    expect(stored.state).toEqual({
      user,
      token: 'old-token',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
  });
});
