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
  pixCheckoutFormSchema,
  emptyCheckoutForm,
  type CheckoutFormOutput,
  type CheckoutFormValues,
  type PixCheckoutFormOutput,
} from '../logic/checkout-form';
import { CheckoutAddressFields } from './checkout-address-fields';
import { CheckoutCardFields } from './checkout-card-fields';
import { CheckoutCustomerFields } from './checkout-customer-fields';
import { SandboxNotice } from './sandbox-notice';

const cardResolver = zodResolver(checkoutFormSchema);
const pixResolver = zodResolver(pixCheckoutFormSchema);

interface PaymentDetailsFormBaseProps {
  /** Design §7: the sandbox gateway lists its test cards (or says how its Pix is paid). */
  sandbox: boolean;
  submitLabel: string;
  /** An attempt is on its way: the buttons wait for it. */
  busy: boolean;
  /** The server's refusal of the last attempt, and its alert (`usePaymentAttempt`). */
  serverError: string | null;
  serverErrorAlert: RefObject<HTMLDivElement | null>;
  runAttempt: PaymentAttempt['runAttempt'];
  /** Above everything else: the checkout's choice of method. */
  methodChoice?: ReactNode;
  /** Said just above the buttons (what the submit will charge, if anything). */
  children?: ReactNode;
}

/**
 * By card (the default), every field; by Pix, no card section, and the card's fields (kept as
 * typed, should the person switch back) are not validated. `onValid` is called with the valid
 * form, inside `runAttempt`, and resolves once the attempt ended.
 */
export type PaymentDetailsFormProps = PaymentDetailsFormBaseProps &
  (
    | { method?: 'credit_card'; onValid: (values: CheckoutFormOutput) => Promise<void> }
    | { method: 'pix'; onValid: (values: PixCheckoutFormOutput) => Promise<void> }
  );

/**
 * The customer, billing address and card of a payment dialog (the checkout, 'Trocar cartão'),
 * prefilled with the signed-in user and validated with the contract's field rules: a refused
 * submit focuses the first wrong field in reading order, a bad CPF is also said above the
 * buttons (spec §5), and the server's refusal is said there too. Nothing is kept once closed.
 */
export function PaymentDetailsForm(props: PaymentDetailsFormProps) {
  const {
    sandbox,
    submitLabel,
    busy,
    serverError,
    serverErrorAlert,
    runAttempt,
    methodChoice,
    children,
  } = props;
  const pix = props.method === 'pix';
  const user = useAuthStore((state) => state.user);
  const [cpfSubmitError, setCpfSubmitError] = useState(false);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput | PixCheckoutFormOutput>({
    // Read on every validation: the method chosen last decides what is checked.
    resolver: pix ? pixResolver : cardResolver,
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
      // The resolver that validated them is the method's: their shape is that method's.
      const submit = (values: CheckoutFormOutput | PixCheckoutFormOutput) =>
        props.method === 'pix'
          ? props.onValid(values as PixCheckoutFormOutput)
          : props.onValid(values as CheckoutFormOutput);
      return handleSubmit(submit, refuse)(event);
    });
  }

  const formError = serverError ?? (cpfSubmitError && errors.document ? CPF_FORM_ERROR : null);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleFormSubmit} className="space-y-6">
        {methodChoice}
        {sandbox && <SandboxNotice method={pix ? 'pix' : 'credit_card'} />}
        <CheckoutCustomerFields />
        <CheckoutAddressFields />
        {!pix && <CheckoutCardFields />}

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
