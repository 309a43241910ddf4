import type { MessageResponse } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from './http';

export const resendVerification = () => http.post<MessageResponse>('/auth/resend-verification');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
