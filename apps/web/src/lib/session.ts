import { useAuthStore } from './auth-store';
import { http } from './http';
import { queryClient } from './query-client';

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
  useAuthStore.getState().logout();
  queryClient.clear();
}
