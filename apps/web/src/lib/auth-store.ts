import type { AuthResponse, RefreshResponse, User } from '@quadro/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The one browser-storage key of the auth state (spec §3). */
export const AUTH_STORAGE_KEY = 'quadro-auth';

interface AuthData {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

interface AuthActions {
  /** The device token of a login stays with the browser, not the session (features/auth). */
  setSession: (session: Omit<AuthResponse, 'deviceToken'>) => void;
  setTokens: (tokens: RefreshResponse) => void;
  setUser: (user: User) => void;
  logout: () => void;
}

export type AuthState = AuthData & AuthActions;

const loggedOut: AuthData = { user: null, token: null, refreshToken: null, isAuthenticated: false };

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...loggedOut,
      setSession: ({ user, token, refreshToken }) =>
        set({ user, token, refreshToken, isAuthenticated: true }),
      setTokens: ({ token, refreshToken }) => set({ token, refreshToken }),
      setUser: (user) => set({ user }),
      logout: () => set(loggedOut),
    }),
    {
      name: AUTH_STORAGE_KEY,
      partialize: ({ user, token, refreshToken, isAuthenticated }): AuthData => ({
        user,
        token,
        refreshToken,
        isAuthenticated,
      }),
    },
  ),
);
