import type { MessageResponse } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const resetPassword = (body: { token: string; password: string }) =>
  http.post<MessageResponse>('/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
