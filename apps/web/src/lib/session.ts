import { useAuthStore } from './auth-store';
import { http } from './http';

/** Ends the session on the server (best effort) and forgets everything locally (spec §4). */
export async function logout(): Promise<void> {
  const { refreshToken, token } = useAuthStore.getState();
  if (token || refreshToken) {
    try {
      await http.post<void>('/auth/logout', refreshToken ? { refreshToken } : {});
    } catch (error) {
      console.error('Falha ao encerrar a sessão no servidor', error);
    }
  }
  // Clears every cached answer too (query-client.ts).
  useAuthStore.getState().logout();
}
