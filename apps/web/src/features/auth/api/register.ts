import type { AuthResponse, RegisterInput } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';
import { keepDeviceToken, readDeviceToken } from '../device-token';

/** Sends the browser's device token, so the accounts signed in here share it. */
export const register = (body: RegisterInput) =>
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
