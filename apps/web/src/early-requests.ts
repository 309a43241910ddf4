/*
 * The board page's first API requests, sent as soon as its HTML names this script (the server
 * adds it to the board pages: apps/api/src/platform/http/page-preloads.ts), while the app's
 * JavaScript still downloads; the app adopts their answers (lib/early-answers.ts) instead of
 * asking again. It imports nothing: a module shared with the app would become a chunk of its own.
 * A request that fails, or that an expired session makes the API refuse, the app sends again.
 */

// The app's own values (lib/auth-store.ts, lib/http.ts, routePatterns.boardWithId), checked by
// early-requests.test.ts.
const AUTH_STORAGE_KEY = 'quadro-auth';
const API_BASE = '/v1';
const BOARD_PAGE = /^\/board\/([^/]+)\/?$/;

function storedToken(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      state?: { token?: string | null; isAuthenticated?: boolean };
    } | null;
    return (stored?.state?.isAuthenticated && stored.state.token) || null;
  } catch {
    return null;
  }
}

const encodedId = BOARD_PAGE.exec(location.pathname)?.[1];
const token = storedToken();
if (encodedId && token) {
  const get = (path: string) =>
    fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }).catch(() => null);
  // As prefetch-board.ts asks for them: the board's first screen, and the caller's workspaces.
  const boardPath = `/boards/${encodeURIComponent(decodeURIComponent(encodedId))}`;
  globalThis.quadroEarlyAnswers = {
    [`${boardPath}/preview`]: get(`${boardPath}/preview`),
    '/workspaces': get('/workspaces'),
  };
}

export {};
