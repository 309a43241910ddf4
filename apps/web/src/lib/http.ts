import {
  API_ERRORS,
  BOARD_VERSION_HEADER,
  type ApiErrorCode,
  type RefreshResponse,
} from '@quadro/contracts';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store';
import { dispositionFileName } from './content-disposition';
import { takeEarlyAnswer } from './early-answers';
import { paths } from './paths';

/** Same origin: the API and the SPA are served by one process (design §1). */
export const API_BASE = '/v1';

/** Every failed call, normalised: `message` is the server's pt-BR `error` field ('' when absent). */
/** The API's codes (contracts), plus what the client itself concludes when there is no answer. */
export type ApiErrorCodeSeen = ApiErrorCode | 'NETWORK_ERROR' | 'HTTP_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCodeSeen;

  constructor(status: number, code: ApiErrorCodeSeen, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The server's message when it sent one, else the screen's own fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A body that is JSON already, such as an uploaded file's text: sent as it is, since parsing and
 * serialising it again would only cost time and memory (an export can weigh 50 MB).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

const encodeBody = (body: unknown) => (body instanceof JsonText ? body.text : JSON.stringify(body));

export interface RequestOptions {
  body?: unknown;
  /** Sent as `If-None-Match` (GET only). */
  etag?: string;
  signal?: AbortSignal;
  /** Outlives the page (an unload's last word). */
  keepalive?: boolean;
  priority?: RequestPriority;
  /** A 401 is the caller's to ignore: no refresh, no logout (presence calls, spec §8). */
  ignoreUnauthorized?: boolean;
  /**
   * Extra headers, e.g. `Idempotency-Key`; sent again unchanged when the call is repeated after a
   * token refresh. They never replace the client's own (content type, ETag, bearer token).
   */
  headers?: Record<string, string>;
}

/** Calls whose 401 means "wrong credentials", not "expired access token". */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

const reloadOnLogin = (): void => {
  window.location.assign(paths.login());
};
let onSessionExpired = reloadOnLogin;

/**
 * The app registers a soft navigation here once it has rendered; before that, the default reloads
 * on /login. Answers the cleanup that restores the default.
 */
export function setSessionExpiredHandler(handler: () => void): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = reloadOnLogin;
  };
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' ? record.error : '';
  const code =
    typeof record.code === 'string' && record.code in API_ERRORS
      ? (record.code as ApiErrorCode)
      : 'HTTP_ERROR';
  return new ApiError(status, code, message);
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.etag) headers['If-None-Match'] = options.etag;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : encodeBody(options.body),
      signal: options.signal,
      // Revalidation is ours (below): the browser's HTTP cache would only hold a second copy.
      cache: 'no-store',
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/** One refresh at a time across the origin's tabs (Web Locks), else the in-tab single flight. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request('quadro-refresh', task) : task();
}

async function refreshAccessToken(): Promise<string | null> {
  const staleRefreshToken = useAuthStore.getState().refreshToken;
  if (!staleRefreshToken) return null;
  return withRefreshLock(async () => {
    // The server rotates the refresh token on use: if another tab did so while this one waited,
    // presenting the old one again would revoke the session everywhere.
    await useAuthStore.persist.rehydrate();
    const { token, refreshToken } = useAuthStore.getState();
    if (refreshToken !== staleRefreshToken) return token;
    const response = await send('POST', '/auth/refresh', { body: { refreshToken } }, null);
    if (!response.ok) return null;
    const tokens = (await parseBody(response)) as RefreshResponse;
    useAuthStore.getState().setTokens(tokens);
    return tokens.token;
  });
}

/** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
function refreshOnce(): Promise<string | null> {
  refreshInFlight ??= refreshAccessToken()
    .catch(() => null)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function expireSession(): void {
  useAuthStore.getState().logout();
  onSessionExpired();
}

// Tabs share one stored session: adopt another tab's login, refresh or logout, and leave with it.
window.addEventListener('storage', (event) => {
  if (event.key !== AUTH_STORAGE_KEY) return;
  const wasAuthenticated = useAuthStore.getState().isAuthenticated;
  void useAuthStore.persist.rehydrate().then(() => {
    if (wasAuthenticated && !useAuthStore.getState().isAuthenticated) onSessionExpired();
  });
});

/** Sends with the session's token; an expired one is refreshed once and the call repeated. */
async function sendAuthorised(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<Response> {
  const sentToken = useAuthStore.getState().token;
  let response = await send(method, path, options, sentToken);

  if (response.status === 401 && !options.ignoreUnauthorized && !NO_REFRESH_PATHS.includes(path)) {
    // Another request may already have refreshed while this one was in the air.
    const current = useAuthStore.getState().token;
    const freshToken = current && current !== sentToken ? current : await refreshOnce();
    if (!freshToken) {
      expireSession();
      throw toApiError(401, await parseBody(response));
    }
    response = await send(method, path, options, freshToken);
    if (response.status === 401) {
      expireSession();
      throw toApiError(401, await parseBody(response));
    }
  }
  return response;
}

/** The pause before the one retry of a busy answer: random, so the requests that collided spread. */
export const BUSY_RETRY_DELAY_MS = { min: 100, max: 400 } as const;

const busyRetryDelay = () =>
  Math.round(
    BUSY_RETRY_DELAY_MS.min + Math.random() * (BUSY_RETRY_DELAY_MS.max - BUSY_RETRY_DELAY_MS.min),
  );

async function isBusy(response: Response): Promise<boolean> {
  if (response.status !== API_ERRORS.SERVER_BUSY.status) return false;
  return toApiError(response.status, await parseBody(response.clone())).code === 'SERVER_BUSY';
}

/**
 * Sends, and sends once more a moment later when the API answers 503 `SERVER_BUSY`, before the
 * caller sees a failure (and an optimistic update rolls back). That answer means contention: a
 * lock or statement timeout, a deadlock, no pooled connection in time. Its transaction was rolled
 * back, so nothing was applied and a repeat is safe whatever the method (a payment repeats its
 * `Idempotency-Key` as well). One retry only: contention that outlasts it is the user's to see.
 */
async function sendRetryingBusy(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<Response> {
  const response = await sendAuthorised(method, path, options);
  if (!(await isBusy(response))) return response;
  await new Promise((resume) => setTimeout(resume, busyRetryDelay()));
  return sendAuthorised(method, path, options);
}

export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await sendRetryingBusy(method, path, options);
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/**
 * A write's answer (undefined on a 204), and the board's version the write committed when it
 * changed a board: the API names it in a header, whatever the body.
 */
export interface Written<T> {
  answer: T;
  boardVersion: number | undefined;
}

/** A decimal integer; anything else names no version. */
function boardVersionOf(response: Response): number | undefined {
  const header = response.headers.get(BOARD_VERSION_HEADER);
  if (header === null || !/^\d+$/.test(header)) return undefined;
  const version = Number(header);
  return Number.isSafeInteger(version) ? version : undefined;
}

async function write<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions,
): Promise<Written<T>> {
  const response = await sendRetryingBusy(method, path, options);
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return { answer: body as T, boardVersion: boardVersionOf(response) };
}

/**
 * Opens a streamed GET (server-sent events): the response, whose body the caller reads. At low
 * priority: it lasts as long as the page and must not hold up the requests the page loads with.
 */
export async function openStream(path: string, signal: AbortSignal): Promise<Response> {
  const response = await sendRetryingBusy('GET', path, { signal, priority: 'low' });
  if (!response.ok) throw toApiError(response.status, await parseBody(response));
  return response;
}

/** A file the API answered (an export): its bytes, and the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

async function download(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  const response = await sendRetryingBusy('GET', path, options);
  if (!response.ok) throw toApiError(response.status, await parseBody(response));
  const filename = dispositionFileName(response.headers.get('content-disposition'));
  return { blob: await response.blob(), filename };
}

/** The last full answer of each GET path with its ETag, newest last (spec §7: 100 entries). */
const validated = new Map<string, { etag: string; body: unknown }>();
export const MAX_VALIDATED_ANSWERS = 100;

/** Forgets every stored answer: on logout and when the user changes. */
export function clearValidatedAnswers(): void {
  validated.clear();
}

/**
 * Forgets one stored answer, so the next GET asks without `If-None-Match`: for a change known to
 * have happened, which a server instance that has not heard of it yet must not answer with 304.
 */
export function forgetValidatedAnswer(path: string): void {
  validated.delete(path);
}

/**
 * A GET revalidated with `If-None-Match`: an unchanged answer costs a bodiless 304 and gives the
 * very object answered before, so nothing downstream re-renders.
 */
async function getRevalidated<T>(path: string, options: Omit<RequestOptions, 'body'> = {}) {
  const known = validated.get(path);
  // Not awaited without one: a GET is sent in the same task as it is asked for.
  const early = known ? undefined : takeEarlyAnswer(path);
  const response =
    (early && (await early)) ??
    (await sendRetryingBusy('GET', path, { ...options, etag: known?.etag }));
  if (response.status === 304 && known) {
    validated.delete(path);
    validated.set(path, known);
    return known.body as T;
  }
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  const etag = response.headers.get('etag');
  validated.delete(path);
  if (etag) {
    validated.set(path, { etag, body });
    const oldest = validated.keys().next().value;
    if (validated.size > MAX_VALIDATED_ANSWERS && oldest !== undefined) validated.delete(oldest);
  }
  return body as T;
}

/**
 * A GET asking for an answer only if it differs from what `etag` names (none: always): undefined
 * when the server answers 304.
 */
async function getUnlessMatch<T>(
  path: string,
  etag: string | undefined,
  options: Omit<RequestOptions, 'body' | 'etag'> = {},
): Promise<T | undefined> {
  const response = await sendRetryingBusy('GET', path, { ...options, etag });
  if (response.status === 304) return undefined;
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    getRevalidated<T>(path, options),
  /** A GET whose caller keeps the answer: its ETag names what it has, and 304 gives undefined. */
  getUnlessMatch: <T>(
    path: string,
    etag: string | undefined,
    options?: Omit<RequestOptions, 'body' | 'etag'>,
  ) => getUnlessMatch<T>(path, etag, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** Rarely with a body: 'Excluir minha conta' sends the password. */
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A write that may change a board: its answer, and the board's version it committed. */
  write: <T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ) => write<T>(method, path, { ...options, body }),
  /** A GET whose answer is a file to save, not JSON to read. */
  download: (path: string, options?: Omit<RequestOptions, 'body'>) => download(path, options),
};
