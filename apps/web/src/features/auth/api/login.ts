import type { AuthResponse, loginRequestSchema } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';

export type LoginBody = z.output<typeof loginRequestSchema>;

export const login = (body: LoginBody) => http.post<AuthResponse>('/auth/login', body);

export function useLogin() {
  const setSession = useAuthStore((state) => state.setSession);
  return useMutation({ mutationFn: login, onSuccess: setSession });
}
