import type { MessageResponse } from '@quadro/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, http } from './http';
import { toast } from './toast';

export const resendVerification = () => http.post<MessageResponse>('/auth/resend-verification');

/** Sends the verification e-mail again and says how it went in a toast. */
export function useResendVerification() {
  const mutation = useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast.success(message || 'Email de verificação reenviado.'),
    onError: (error) => toast.error(errorMessage(error, 'Erro ao reenviar email de verificação')),
  });
  return { resend: () => mutation.mutate(), isPending: mutation.isPending };
}
