import type { PaymentStateResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /v1/payments/sandbox/pix/{id}/pay (sandbox gateway only): pays the Pix as a bank would
 * ('Simular pagamento'). 409 PIX_NOT_PENDING or PIX_EXPIRED once it cannot be paid; 404.
 */
export const payPixInSandbox = (paymentId: string) =>
  http.post<PaymentStateResponse>(`/payments/sandbox/pix/${encodeURIComponent(paymentId)}/pay`);

/**
 * The answer is kept as the payment's state, so the Pix screen sees it paid exactly as its
 * polling would have; a refusal refetches it (it expired, or was paid meanwhile).
 */
export function usePayPixInSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPixInSandbox,
    onSuccess: (answer, paymentId) =>
      queryClient.setQueryData(queryKeys.payment(paymentId), answer),
    onError: (_error, paymentId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.payment(paymentId) }),
  });
}
