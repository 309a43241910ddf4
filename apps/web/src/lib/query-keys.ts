/** Every TanStack Query key of the app, so invalidation never guesses a string. */
export const queryKeys = {
  publicConfig: () => ['public-config'] as const,
  me: () => ['auth', 'me'] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  inviteInfo: (token: string) => ['invites', 'info', token] as const,
};
