import { CheckCircle2, Loader2 } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckoutAttempt, type CheckoutPhase } from '../hooks/use-checkout-attempt';
import { toPixSubscribeRequest, toSubscribeRequest } from '../logic/checkout-form';
import type { PaymentMethod } from '../logic/pix-display';
import { formatMonthlyPrice } from '../logic/subscription-display';
import { PaymentDetailsForm } from './payment-details-form';
import { PaymentMethodChoice } from './payment-method-choice';
import { PixPayment, preloadPixPayment } from './pix-payment-loader';

export { CHECKOUT_SUCCESS_MS, CHECKOUT_VALIDATING_MS } from '../hooks/use-checkout-attempt';

function phaseMessage(phase: CheckoutPhase, method: PaymentMethod): string {
  switch (phase) {
    case 'validating':
      return 'Validando dados...';
    case 'processing':
      return method === 'pix' ? 'Gerando Pix...' : 'Processando pagamento...';
    case 'success':
      return 'Pagamento aprovado! Sua assinatura está ativa.';
    default:
      return '';
  }
}

export interface CheckoutDialogProps {
  planName: string;
  priceCents: number;
  /** Design §7: the sandbox gateway lists its test cards, and pays its Pix on request. */
  sandbox: boolean;
  /** The method chosen as it opens ('Gerar novo Pix' on /billing opens it on Pix). */
  initialMethod?: PaymentMethod;
  /** Closed without subscribing. */
  onClose: () => void;
  /** The payment went through and its success was shown (or the user closed it meanwhile). */
  onSubscribed: () => void;
  /** Where the focus goes once it has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Finalizar Assinatura': the method, customer, billing address and (by card) the card, then
 * idle → validating → processing → success (spec §4). A failed payment leaves every field as
 * typed, the CVV included, so the user fixes one thing and tries again; nothing is kept once the
 * dialog closes. By Pix, 'Gerar Pix' turns the dialog into 'Pague com Pix', which follows the
 * Pix until it is paid.
 */
export function CheckoutDialog({
  planName,
  priceCents,
  sandbox,
  initialMethod = 'credit_card',
  onClose,
  onSubscribed,
  onCloseAutoFocus,
}: CheckoutDialogProps) {
  const {
    phase,
    busy,
    pix,
    serverError,
    serverErrorAlert,
    setServerError,
    pay,
    renewPix,
    runAttempt,
  } = useCheckoutAttempt(onSubscribed);
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  /** The Pix shown was seen paid: closing the dialog now is having subscribed. */
  const [pixPaid, setPixPaid] = useState(false);
  const showingPix = phase === 'pix' && pix !== null;
  const message = phaseMessage(phase, method);

  useEffect(() => {
    if (method === 'pix') preloadPixPayment();
  }, [method]);

  /** The step shows below the button, past the end of a dialog scrolled down to it. */
  const progress = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) progress.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);

  function chooseMethod(next: PaymentMethod) {
    setMethod(next);
    // A refusal of the other method (a card while a Pix waits, say) no longer applies.
    setServerError(null);
  }

  function handleOpenChange(open: boolean) {
    if (open || busy) return;
    if (phase === 'success' || pixPaid) onSubscribed();
    else onClose();
  }

  const formProps = {
    sandbox,
    busy,
    serverError,
    serverErrorAlert,
    runAttempt,
    methodChoice: <PaymentMethodChoice value={method} onChange={chooseMethod} disabled={busy} />,
  };

  return (
    <Dialog open onOpenChange={handleOpenChange}>
      <DialogContent
        size="2xl"
        title={showingPix ? 'Pague com Pix' : 'Finalizar Assinatura'}
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
        ) : showingPix ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner label="Carregando Pix..." />
              </div>
            }
          >
            <PixPayment
              // A new Pix ('Gerar novo Pix') is a new screen, its focus and countdown anew.
              key={pix.id}
              paymentId={pix.id}
              planName={planName}
              sandbox={sandbox}
              onRenew={renewPix}
              onPaid={() => setPixPaid(true)}
              onDone={onSubscribed}
            />
          </Suspense>
        ) : method === 'pix' ? (
          // The same element either way, so switching methods keeps what was typed.
          <PaymentDetailsForm
            {...formProps}
            method="pix"
            submitLabel="Gerar Pix"
            onValid={(values) => pay(toPixSubscribeRequest(values))}
          />
        ) : (
          <PaymentDetailsForm
            {...formProps}
            submitLabel="Confirmar pagamento"
            onValid={(values) => pay(toSubscribeRequest(values))}
          />
        )}

        {/* Always mounted, so each step is announced as it starts (and seen beside the button). */}
        <p
          ref={progress}
          role="status"
          className={
            message
              ? 'mt-4 flex items-center justify-center gap-2 text-sm font-medium text-slate-700 sm:justify-end'
              : 'sr-only'
          }
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {message}
        </p>
      </DialogContent>
    </Dialog>
  );
}
