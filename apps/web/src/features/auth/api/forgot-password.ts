import type { MessageResponse } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const forgotPassword = (body: { email: string }) =>
  http.post<MessageResponse>('/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
