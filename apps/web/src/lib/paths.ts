/** Every route path of the SPA, built here and nowhere else. */
const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** `/billing?cartao` opens 'Trocar cartão' (the API's e-mails link to it too). */
export const CHANGE_CARD_PARAM = 'cartao';

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: (invite?: string) => withQuery('/register', { invite }),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  verifyEmail: (token?: string) => withQuery('/verify-email', { token }),
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  terms: () => '/terms',
  privacy: () => '/privacy',
  dashboard: () => '/dashboard',
  /** A board; with `card`, that card's dialog open on it (where a notification leads). */
  board: (boardId?: string, card?: string) =>
    boardId ? withQuery(`/board/${encodeURIComponent(boardId)}`, { card }) : '/board',
  /** /billing; with `changeCard`, its 'Trocar cartão' open (where a declined renewal leads). */
  billing: ({ changeCard = false }: { changeCard?: boolean } = {}) =>
    changeCard ? `/billing?${CHANGE_CARD_PARAM}` : '/billing',
  /** A paid payment's printable receipt. */
  receipt: (paymentId: string) => `/billing/recibos/${encodeURIComponent(paymentId)}`,
  notifications: () => '/notificacoes',
  /** Where an e-mail's unsubscribe link lands (no login needed). */
  unsubscribe: (token?: string) => withQuery('/notificacoes/cancelar', { token }),
} as const;

/** Route patterns for the router definition (the only place that needs `:params`). */
export const routePatterns = {
  invite: '/invite/:token',
  boardWithId: '/board/:boardId',
  receipt: '/billing/recibos/:paymentId',
} as const;

/**
 * Where a screen reached from the board (billing, notifications) should lead back to: the board it was opened
 * from, passed as navigation state `{ from }`; anything else is ignored.
 */
export function returnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/board') ? from : undefined;
}
