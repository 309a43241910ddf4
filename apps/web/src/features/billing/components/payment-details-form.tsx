import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { useAuthStore } from '../../../lib/auth-store';
import type { PaymentAttempt } from '../hooks/use-payment-attempt';
import {
  CHECKOUT_FIELD_ORDER,
  checkoutFormSchema,
  CPF_FORM_ERROR,
  emptyCheckoutForm,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../logic/checkout-form';
import { CheckoutAddressFields } from './checkout-address-fields';
import { CheckoutCardFields } from './checkout-card-fields';
import { CheckoutCustomerFields } from './checkout-customer-fields';
import { SandboxNotice } from './sandbox-notice';

export interface PaymentDetailsFormProps {
  /** Design §7: the sandbox gateway lists its test cards. */
  sandbox: boolean;
  submitLabel: string;
  /** An attempt is on its way: the buttons wait for it. */
  busy: boolean;
  /** The server's refusal of the last attempt, and its alert (`usePaymentAttempt`). */
  serverError: string | null;
  serverErrorAlert: RefObject<HTMLDivElement | null>;
  runAttempt: PaymentAttempt['runAttempt'];
  /** Called with the valid form, inside `runAttempt`; resolves once the attempt ended. */
  onValid: (values: CheckoutFormOutput) => Promise<void>;
  /** Said just above the buttons (what the submit will charge, if anything). */
  children?: ReactNode;
}

/**
 * The customer, billing address and card of a payment dialog (the checkout, 'Trocar cartão'),
 * prefilled with the signed-in user and validated with the contract's field rules: a refused
 * submit focuses the first wrong field in reading order, a bad CPF is also said above the
 * buttons (spec §5), and the server's refusal is said there too. Nothing is kept once closed.
 */
export function PaymentDetailsForm({
  sandbox,
  submitLabel,
  busy,
  serverError,
  serverErrorAlert,
  runAttempt,
  onValid,
  children,
}: PaymentDetailsFormProps) {
  const user = useAuthStore((state) => state.user);
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

  function refuse(invalid: FieldErrors<CheckoutFormValues>) {
    setCpfSubmitError(Boolean(invalid.document));
    const first = CHECKOUT_FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    runAttempt(() => {
      setCpfSubmitError(false);
      return handleSubmit(onValid, refuse)(event);
    });
  }

  const formError = serverError ?? (cpfSubmitError && errors.document ? CPF_FORM_ERROR : null);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleFormSubmit} className="space-y-6">
        {sandbox && <SandboxNotice />}
        <CheckoutCustomerFields />
        <CheckoutAddressFields />
        <CheckoutCardFields />

        {children}

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
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
