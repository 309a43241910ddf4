import { Suspense } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatMonthlyPrice } from '../logic/subscription-display';
import { PixPayment } from './pix-payment-loader';

export interface PixPaymentDialogProps {
  paymentId: string;
  planName: string;
  priceCents: number;
  sandbox: boolean;
  /** 'Gerar novo Pix': this one can no longer be paid, and a new one needs the checkout's form. */
  onRenew: () => void;
  /** The Pix was seen paid. */
  onPaid: () => void;
  onClose: () => void;
  /** Where the focus goes once it has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Ver Pix' on /billing: the Pix waiting to be paid, as the checkout shows it. */
export function PixPaymentDialog({
  paymentId,
  planName,
  priceCents,
  sandbox,
  onRenew,
  onPaid,
  onClose,
  onCloseAutoFocus,
}: PixPaymentDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="2xl"
        title="Pague com Pix"
        description={`${planName} · ${formatMonthlyPrice(priceCents)}`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner label="Carregando Pix..." />
            </div>
          }
        >
          <PixPayment
            paymentId={paymentId}
            planName={planName}
            sandbox={sandbox}
            onRenew={onRenew}
            onPaid={onPaid}
            onDone={onClose}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
