import type { AuthResponse, registerRequestSchema } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';

export type RegisterBody = z.output<typeof registerRequestSchema>;

export const register = (body: RegisterBody) => http.post<AuthResponse>('/auth/register', body);

export function useRegister() {
  const setSession = useAuthStore((state) => state.setSession);
  return useMutation({ mutationFn: register, onSuccess: setSession });
}
