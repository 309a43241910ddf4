import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useCheckoutAttempt, type CheckoutPhase } from '../hooks/use-checkout-attempt';
import { formatMonthlyPrice } from '../logic/subscription-display';
import { PaymentDetailsForm } from './payment-details-form';

export { CHECKOUT_SUCCESS_MS, CHECKOUT_VALIDATING_MS } from '../hooks/use-checkout-attempt';

const PHASE_MESSAGES: Record<CheckoutPhase, string> = {
  idle: '',
  validating: 'Validando dados...',
  processing: 'Processando pagamento...',
  success: 'Pagamento aprovado! Sua assinatura está ativa.',
};

export interface CheckoutDialogProps {
  planName: string;
  priceCents: number;
  /** Design §7: the sandbox gateway lists its test cards. */
  sandbox: boolean;
  /** Closed without subscribing. */
  onClose: () => void;
  /** The payment went through and its success was shown (or the user closed it meanwhile). */
  onSubscribed: () => void;
  /** Where the focus goes once it has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Finalizar Assinatura': customer, billing address and card, then idle → validating →
 * processing → success (spec §4). A failed payment leaves every field as typed, the CVV included,
 * so the user fixes one thing and tries again; nothing is kept once the dialog closes.
 */
export function CheckoutDialog({
  planName,
  priceCents,
  sandbox,
  onClose,
  onSubscribed,
  onCloseAutoFocus,
}: CheckoutDialogProps) {
  const { phase, busy, serverError, serverErrorAlert, pay, runAttempt } =
    useCheckoutAttempt(onSubscribed);

  /** The step shows below the button, past the end of a dialog scrolled down to it. */
  const progress = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase !== 'idle') progress.current?.scrollIntoView?.({ block: 'nearest' });
  }, [phase]);

  function handleOpenChange(open: boolean) {
    if (open || busy) return;
    if (phase === 'success') onSubscribed();
    else onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange}>
      <DialogContent
        size="2xl"
        title="Finalizar Assinatura"
        description={`${planName} · ${formatMonthlyPrice(priceCents)}`}
        onCloseAutoFocus={onCloseAutoFocus}
        // Fifteen fields are not lost to a click beside the dialog; Esc and 'Cancelar' still close.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {phase === 'success' ? (
          <div
            tabIndex={-1}
            ref={(node) => node?.focus()}
            className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none"
          >
            <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
            <p className="text-base font-semibold text-slate-900">Bem-vindo ao {planName}!</p>
          </div>
        ) : (
          <PaymentDetailsForm
            sandbox={sandbox}
            submitLabel="Confirmar pagamento"
            busy={busy}
            serverError={serverError}
            serverErrorAlert={serverErrorAlert}
            runAttempt={runAttempt}
            onValid={pay}
          />
        )}

        {/* Always mounted, so each step is announced as it starts (and seen beside the button). */}
        <p
          ref={progress}
          role="status"
          className={
            phase === 'idle'
              ? 'sr-only'
              : 'mt-4 flex items-center justify-center gap-2 text-sm font-medium text-slate-700 sm:justify-end'
          }
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {PHASE_MESSAGES[phase]}
        </p>
      </DialogContent>
    </Dialog>
  );
}
