import { useEffect } from 'react';
import { usePayment } from '../api/get-payment';
import { useReloadPaymentHistory } from '../api/get-payment-history';
import { useReloadSubscriptionStatus } from '../api/get-subscription-status';

/**
 * A Pix followed live while its screen is open (`usePayment` polls it). The moment it is
 * settled (paid, or expired), the subscription status and the history are reloaded: /billing
 * shows the plan 'Ativo' (or the Pix gone from its alert) and the payment's new line at once.
 */
export function usePixPayment(paymentId: string) {
  const payment = usePayment(paymentId);
  const reloadStatus = useReloadSubscriptionStatus();
  const reloadHistory = useReloadPaymentHistory();
  const status = payment.data?.status;

  useEffect(() => {
    if (status !== 'paid' && status !== 'expired') return;
    void reloadStatus();
    void reloadHistory();
  }, [status, reloadStatus, reloadHistory]);

  return payment;
}
