import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useAuthStore } from '../../../lib/auth-store';
import { useCheckoutAttempt, type CheckoutPhase } from '../hooks/use-checkout-attempt';
import {
  CHECKOUT_FIELD_ORDER,
  checkoutFormSchema,
  CPF_FORM_ERROR,
  emptyCheckoutForm,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../logic/checkout-form';
import { formatMonthlyPrice } from '../logic/subscription-display';
import { CheckoutAddressFields } from './checkout-address-fields';
import { CheckoutCardFields } from './checkout-card-fields';
import { CheckoutCustomerFields } from './checkout-customer-fields';
import { SandboxNotice } from './sandbox-notice';

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
  const user = useAuthStore((state) => state.user);
  const { phase, busy, serverError, serverErrorAlert, pay, runAttempt } =
    useCheckoutAttempt(onSubscribed);
  const [cpfSubmitError, setCpfSubmitError] = useState(false);

  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: emptyCheckoutForm(user),
    // refuse() focuses the first wrong field in reading order; react-hook-form would pick it in
    // the order the fields were registered.
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;

  /** The step shows below the button, past the end of a dialog scrolled down to it. */
  const progress = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase !== 'idle') progress.current?.scrollIntoView?.({ block: 'nearest' });
  }, [phase]);

  function refuse(invalid: FieldErrors<CheckoutFormValues>) {
    setCpfSubmitError(Boolean(invalid.document));
    const first = CHECKOUT_FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    runAttempt(() => {
      setCpfSubmitError(false);
      return handleSubmit(pay, refuse)(event);
    });
  }

  function handleOpenChange(open: boolean) {
    if (open || busy) return;
    if (phase === 'success') onSubscribed();
    else onClose();
  }

  const formError = serverError ?? (cpfSubmitError && errors.document ? CPF_FORM_ERROR : null);

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
          <FormProvider {...form}>
            <form noValidate onSubmit={handleFormSubmit} className="space-y-6">
              {sandbox && <SandboxNotice />}
              <CheckoutCustomerFields />
              <CheckoutAddressFields />
              <CheckoutCardFields />

              {formError && (
                <Alert tone="error" tabIndex={-1} ref={serverErrorAlert}>
                  {formError}
                </Alert>
              )}

              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary" disabled={busy}>
                    Cancelar
                  </Button>
                </DialogClose>
                <Button type="submit" pending={busy}>
                  Confirmar pagamento
                </Button>
              </div>
            </form>
          </FormProvider>
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
