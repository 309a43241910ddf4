import type { AuthResponse, LoginInput } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';
import { keepDeviceToken, readDeviceToken } from '../device-token';

/** Sends the browser's device token, which lets it in past the account's cap of failed logins. */
export const login = (body: LoginInput) =>
  http.post<AuthResponse>('/auth/login', {
    ...body,
    deviceToken: body.deviceToken ?? readDeviceToken(),
  });

export function useLogin() {
  const setSession = useAuthStore((state) => state.setSession);
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => {
      keepDeviceToken(auth.deviceToken);
      setSession(auth);
    },
  });
}
