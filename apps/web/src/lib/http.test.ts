import { BOARD_VERSION_HEADER } from '@quadro/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { useAuthStore } from './auth-store';
import {
  ApiError,
  BUSY_RETRY_DELAY_MS,
  clearValidatedAnswers,
  errorMessage,
  http,
  JsonText,
  MAX_VALIDATED_ANSWERS,
  setSessionExpiredHandler,
} from './http';
import { testUser } from '../test/users';

const user = testUser();

const fetchMock = vi.fn<typeof fetch>();
const onExpired = vi.fn();

function authHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/v1${path}`);
}

const unauthorized = () => jsonResponse({ error: 'Sessão expirada', code: 'UNAUTHENTICATED' }, 401);

/** Writes the shared session as another tab of the origin would (this tab's store is untouched). */
function storeFromAnotherTab(state: { token: string | null; refreshToken: string | null }): string {
  const signedIn = state.refreshToken !== null;
  const value = JSON.stringify({
    state: { user: signedIn ? user : null, ...state, isAuthenticated: signedIn },
    version: 0,
  });
  window.localStorage.setItem('quadro-auth', value);
  return value;
}

/** A LockManager for one origin: callbacks holding the same lock run one after another. */
function stubWebLocks(beforeGrant: () => void = () => {}) {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, callback: () => Promise<unknown>) => {
    const granted = tail.then(() => {
      beforeGrant();
      return callback();
    });
    tail = granted.catch(() => undefined);
    return granted;
  });
  vi.stubGlobal('navigator', Object.create(window.navigator, { locks: { value: { request } } }));
  return request;
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

  it('sends JSON text as it is, not serialised again', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    const file = '{ "name": "Quadro",\n  "lists": [] }';
    await http.post('/things', new JsonText(file));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a DELETE with a body when there is one', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(http.delete('/users/me', { body: { password: 'x' } })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"password":"x"}');
  });

  it("answers a write with the board's version its header gives, none without one", async () => {
    const answer = (version?: string) =>
      new Response('{"ok":true}', {
        headers: {
          'Content-Type': 'application/json',
          ...(version !== undefined && { [BOARD_VERSION_HEADER]: version }),
        },
      });
    fetchMock.mockResolvedValueOnce(answer('42'));
    await expect(http.write('PATCH', '/lists/l1', { name: 'A' })).resolves.toEqual({
      answer: { ok: true },
      boardVersion: 42,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/lists/l1');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"name":"A"}');

    fetchMock.mockResolvedValueOnce(answer());
    await expect(http.write('POST', '/lists')).resolves.toEqual({
      answer: { ok: true },
      boardVersion: undefined,
    });
    for (const unreadable of ['', 'abc', '-1', '1.5', '1e3', '9007199254740993']) {
      fetchMock.mockResolvedValueOnce(answer(unreadable));
      expect((await http.write('POST', '/lists')).boardVersion).toBeUndefined();
    }
  });

  it('answers a write of no content (204) with its version alone, and a refused one as an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(null, { status: 204, headers: { [BOARD_VERSION_HEADER]: '7' } }),
    );
    await expect(http.write('DELETE', '/cards/c1')).resolves.toEqual({
      answer: undefined,
      boardVersion: 7,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Sem acesso', code: 'FORBIDDEN' }, 403));
    await expect(http.write('DELETE', '/cards/c1')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('downloads a file with the bearer token: its bytes and its name from Content-Disposition', async () => {
    const csv = '\uFEFFLista;Título\r\nA fazer;Reunião\r\n';
    fetchMock.mockResolvedValue(
      new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="Lancamento.csv"; filename*=UTF-8''Lan%C3%A7amento.csv`,
        },
      }),
    );
    const file = await http.download('/boards/b1/export?format=csv');
    expect(file.filename).toBe('Lançamento.csv');
    // Byte for byte: the BOM that makes Excel read UTF-8 stays.
    const bytes = [...new Uint8Array(await file.blob.arrayBuffer())];
    expect(bytes).toEqual([...new TextEncoder().encode(csv)]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/boards/b1/export?format=csv');
    expect(authHeader(init)).toBe('Bearer old-token');
  });

  it('answers a download without a name as such, and a refused one as an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}'));
    await expect(http.download('/users/me/export')).resolves.toMatchObject({ filename: null });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: 'Muitas tentativas. Tente novamente em instantes.', code: 'RATE_LIMITED' },
        429,
      ),
    );
    await expect(http.download('/users/me/export')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
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

  it('sends extra headers, again on the retry after a refresh, without replacing its own', async () => {
    fetchMock.mockImplementation((input, init) => {
      if (String(input) === '/v1/auth/refresh')
        return Promise.resolve(jsonResponse({ token: 'new-token', refreshToken: 'refresh-2' }));
      return Promise.resolve(
        authHeader(init) === 'Bearer new-token' ? jsonResponse({ ok: true }) : unauthorized(),
      );
    });

    await http.post(
      '/payments/subscribe',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' } },
    );

    const attempts = callsTo('/payments/subscribe');
    expect(attempts).toHaveLength(2);
    const sent = attempts.map(([, init]) => init?.headers as Record<string, string>);
    expect(sent.map((headers) => headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(sent.map((headers) => headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(sent[0]?.['Content-Type']).toBe('application/json');
  });

  it.each([
    ['without Web Locks', false],
    ['under the cross-tab lock', true],
  ])('refreshes once for concurrent 401s %s and retries every request', async (_, locks) => {
    const lockRequest = locks ? stubWebLocks() : null;
    let finishRefresh: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url === '/v1/auth/refresh') {
        return new Promise<Response>((resolve) => {
          finishRefresh = resolve;
        });
      }
      if (authHeader(init) === 'Bearer new-token') return Promise.resolve(jsonResponse({ url }));
      return Promise.resolve(unauthorized());
    });

    const first = http.get('/a');
    const second = http.get('/b');
    await waitFor(() => expect(callsTo('/auth/refresh')).toHaveLength(1));
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
    if (lockRequest) {
      expect(lockRequest).toHaveBeenCalledExactlyOnceWith('quadro-refresh', expect.any(Function));
    }
  });

  it('uses the tokens another tab stored while this one waited for the lock, without refreshing', async () => {
    // Another tab rotated refresh-1 first; presenting it again would revoke the whole session.
    stubWebLocks(() => storeFromAnotherTab({ token: 'tab-b-token', refreshToken: 'refresh-2' }));
    fetchMock.mockImplementation((input, init) =>
      Promise.resolve(
        authHeader(init) === 'Bearer tab-b-token'
          ? jsonResponse({ url: String(input) })
          : unauthorized(),
      ),
    );

    await expect(http.get('/a')).resolves.toEqual({ url: '/v1/a' });
    expect(callsTo('/auth/refresh')).toHaveLength(0);
    expect(callsTo('/a')).toHaveLength(2);
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tab-b-token',
      refreshToken: 'refresh-2',
    });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('does not refresh when another tab logged out while this one waited for the lock', async () => {
    stubWebLocks(() => storeFromAnotherTab({ token: null, refreshToken: null }));
    fetchMock.mockImplementation(() => Promise.resolve(unauthorized()));

    await expect(http.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("adopts another tab's refresh, and leaves for login when another tab logs out", async () => {
    // The browser fires it as a task of its own in every other tab of the origin.
    const otherTabWrites = (value: string) =>
      setTimeout(() =>
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: 'quadro-auth',
            newValue: value,
            storageArea: localStorage,
          }),
        ),
      );

    otherTabWrites(storeFromAnotherTab({ token: 'tab-b-token', refreshToken: 'refresh-2' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('tab-b-token'));
    expect(useAuthStore.getState().refreshToken).toBe('refresh-2');
    expect(onExpired).not.toHaveBeenCalled();

    otherTabWrites(storeFromAnotherTab({ token: null, refreshToken: null }));
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
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

describe('revalidated GETs', () => {
  const withEtag = (body: unknown, etag: string) => {
    const response = jsonResponse(body);
    response.headers.set('etag', etag);
    return response;
  };
  const ifNoneMatch = (call: Parameters<typeof fetch> | undefined) =>
    (call?.[1]?.headers as Record<string, string> | undefined)?.['If-None-Match'];

  beforeEach(() => clearValidatedAnswers());

  it('sends the ETag it holds and answers a 304 with the very object answered before', async () => {
    fetchMock.mockResolvedValueOnce(withEtag({ n: 1 }, 'W/"a"'));
    const first = await http.get('/things/1');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    const second = await http.get('/things/1');
    expect(second).toBe(first);
    expect(ifNoneMatch(fetchMock.mock.calls[0])).toBeUndefined();
    expect(ifNoneMatch(fetchMock.mock.calls[1])).toBe('W/"a"');
    expect(fetchMock.mock.calls[1]?.[1]?.cache).toBe('no-store');
  });

  it(`keeps the last ${MAX_VALIDATED_ANSWERS} answers, dropping the oldest`, async () => {
    for (let i = 0; i <= MAX_VALIDATED_ANSWERS; i += 1) {
      fetchMock.mockResolvedValueOnce(withEtag({ i }, `"${i}"`));
      await http.get(`/things/${i}`);
    }
    fetchMock.mockImplementation(() => Promise.resolve(withEtag({}, '"x"')));
    await http.get('/things/0');
    await http.get(`/things/${MAX_VALIDATED_ANSWERS}`);
    const calls = fetchMock.mock.calls.slice(-2);
    expect(ifNoneMatch(calls[0])).toBeUndefined();
    expect(ifNoneMatch(calls[1])).toBe(`"${MAX_VALIDATED_ANSWERS}"`);
  });

  it("adopts the page's early answer once, when it is a success, and keeps its ETag", async () => {
    globalThis.quadroEarlyAnswers = {
      '/things/1': Promise.resolve(withEtag({ n: 1 }, '"a"')),
      '/things/2': Promise.resolve(unauthorized()),
      '/things/3': Promise.resolve(null),
    };
    fetchMock.mockImplementation(() => Promise.resolve(withEtag({ sent: true }, '"b"')));
    expect(await http.get('/things/1')).toEqual({ n: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    // A refused or failed early request is the app's to send again.
    expect(await http.get('/things/2')).toEqual({ sent: true });
    expect(await http.get('/things/3')).toEqual({ sent: true });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    expect(await http.get('/things/1')).toEqual({ n: 1 });
    expect(ifNoneMatch(fetchMock.mock.calls.at(-1))).toBe('"a"');
    expect(globalThis.quadroEarlyAnswers).toEqual({});
    globalThis.quadroEarlyAnswers = undefined;
  });

  it('forgets them when cleared (logout, another user)', async () => {
    fetchMock.mockResolvedValueOnce(withEtag({ n: 1 }, '"a"'));
    await http.get('/things/1');
    clearValidatedAnswers();
    fetchMock.mockResolvedValueOnce(withEtag({ n: 1 }, '"a"'));
    await http.get('/things/1');
    expect(ifNoneMatch(fetchMock.mock.calls[1])).toBeUndefined();
  });
});

describe('a busy server', () => {
  const busy = () => jsonResponse({ error: 'O servidor está ocupado.', code: 'SERVER_BUSY' }, 503);

  // The shortest pause, unless a test says otherwise.
  beforeEach(() => vi.spyOn(Math, 'random').mockReturnValue(0));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['the shortest', 0, BUSY_RETRY_DELAY_MS.min],
    ['the longest', 0.999_999, BUSY_RETRY_DELAY_MS.max],
  ])('gets the request once more after %s pause, whatever its method', async (_, random, pause) => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(random);
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(jsonResponse({ ok: true }));

    const answer = http.post('/cards/c/move', { position: 2 }, { headers: { 'X-Try': 'same' } });
    await vi.advanceTimersByTimeAsync(pause - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([url, init]) => ({ url, ...init }));
    expect(second).toEqual(first);
  });

  it('fails with the second answer when it is busy too: one retry only', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const error = await http.patch('/cards/c', { title: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a revalidated GET with the same ETag', async () => {
    clearValidatedAnswers();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ n: 1 }), { headers: { ETag: '"a"' } }),
    );
    const first = await http.get('/boards/b');
    fetchMock
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(http.get('/boards/b')).resolves.toBe(first);
    const etags = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['If-None-Match'],
    );
    expect(etags).toEqual([undefined, '"a"', '"a"']);
  });

  it('does not retry any other failure, another 503 included', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse({ error: 'CEP indisponível', code: 'POSTAL_CODE_UNAVAILABLE' }, 503),
      ),
    );
    await expect(http.get('/payments/postal-code/01001000')).rejects.toMatchObject({
      code: 'POSTAL_CODE_UNAVAILABLE',
    });
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 503 })));
    await expect(http.delete('/cards/c')).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
