import type { AuthResponse, registerRequestSchema } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';
import { keepDeviceToken, readDeviceToken } from '../device-token';

export type RegisterBody = z.output<typeof registerRequestSchema>;

/** Sends the browser's device token, so the accounts signed in here share it. */
export const register = (body: RegisterBody) =>
  http.post<AuthResponse>('/auth/register', {
    ...body,
    deviceToken: body.deviceToken ?? readDeviceToken(),
  });

export function useRegister() {
  const setSession = useAuthStore((state) => state.setSession);
  return useMutation({
    mutationFn: register,
    onSuccess: (auth) => {
      keepDeviceToken(auth.deviceToken);
      setSession(auth);
    },
  });
}
