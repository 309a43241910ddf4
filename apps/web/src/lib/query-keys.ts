/** Every TanStack Query key of the app, so invalidation never guesses a string. */
export const queryKeys = {
  publicConfig: () => ['public-config'] as const,
  me: () => ['auth', 'me'] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  inviteInfo: (token: string) => ['invites', 'info', token] as const,
  pendingInvites: () => ['invites', 'pending'] as const,
  workspaces: () => ['workspaces'] as const,
  workspace: (workspaceId: string) => ['workspaces', workspaceId] as const,
  /** Under the workspace's key: a change to the workspace refetches its boards too. */
  boards: (workspaceId: string) => ['workspaces', workspaceId, 'boards'] as const,
  /** Under the workspace's key: a workspace change (its region, its days) refetches them. */
  holidays: (workspaceId: string, year?: number) =>
    year === undefined
      ? (['workspaces', workspaceId, 'holidays'] as const)
      : (['workspaces', workspaceId, 'holidays', year] as const),
  /** Under the workspace's key: its archived boards ('Quadros arquivados'). */
  archivedBoards: (workspaceId: string) => ['workspaces', workspaceId, 'archived-boards'] as const,
  activities: (workspaceId: string, entityType: string | null) =>
    ['workspaces', workspaceId, 'activities', entityType ?? 'all'] as const,
  defaultBoard: (workspaceId?: string) => ['boards', 'default', workspaceId ?? null] as const,
  board: (boardId: string) => ['boards', boardId] as const,
  /** Under the board's key: what invalidates or removes the board does the same to it. */
  boardPreview: (boardId: string) => ['boards', boardId, 'preview'] as const,
  /** Under the board's key: a card's checklists (all the board's without `cardId`). */
  checklists: (boardId: string, cardId?: string) =>
    cardId === undefined
      ? (['boards', boardId, 'checklists'] as const)
      : (['boards', boardId, 'checklists', cardId] as const),
  /** Under the board's key: 'Itens arquivados' (all of them without `type`), filtered by `q`. */
  archivedItems: (boardId: string, type?: 'card' | 'list', q = '') =>
    type === undefined
      ? (['boards', boardId, 'archived'] as const)
      : (['boards', boardId, 'archived', type, q] as const),
  /** One card wherever it is (archived ones too), for a dialog the board's JSON cannot fill. */
  cardDetail: (cardId: string) => ['cards', cardId, 'detail'] as const,
  /** Search results in pages, by query, workspace (all of them: null) and 'Incluir arquivados'. */
  search: (q: string, workspaceId: string | null, includeArchived: boolean) =>
    ['search', q, workspaceId, includeArchived] as const,
  comments: (cardId: string) => ['comments', 'card', cardId] as const,
  /** Whether the signed-in user follows a card (told of its comments). */
  cardFollow: (cardId: string) => ['cards', cardId, 'follow'] as const,
  /** The bell's notifications, in pages from the newest, with the unread count. */
  notifications: () => ['notifications', 'list'] as const,
  notificationPreferences: () => ['notifications', 'preferences'] as const,
  /** An e-mail's unsubscribe link, spent once. */
  unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
  subscriptionStatus: () => ['payments', 'subscription-status'] as const,
  /** 'Histórico de pagamentos', in pages from the newest. */
  paymentHistory: () => ['payments', 'history'] as const,
  receipt: (paymentId: string) => ['payments', 'receipt', paymentId] as const,
  /** One payment as the Pix screen follows it (its status, and the code while it can be paid). */
  payment: (paymentId: string) => ['payments', 'payment', paymentId] as const,
  /** The address a CEP names: it does not change while the page is open. */
  postalAddress: (postalCode: string) => ['payments', 'postal-code', postalCode] as const,
};

/** Mutation keys: every change to one board shares a key, so polling can wait for them. */
export const mutationKeys = {
  board: (boardId: string) => ['board-mutation', boardId] as const,
  /** Under the board's: a change to a card's checklists is a change of the board too. */
  checklists: (boardId: string) => ['board-mutation', boardId, 'checklists'] as const,
  /** Deleting a board or a workspace: the screen that asked moves on by itself. */
  leaving: () => ['leaving'] as const,
};
