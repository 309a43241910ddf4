import { zodResolver } from '@hookform/resolvers/zod';
import {
  BR_STATES,
  formatCardNumber,
  formatCpf,
  formatCvv,
  formatPhone,
  formatPostalCode,
  onlyDigits,
  stateSchema,
} from '@quadro/contracts';
import { CheckCircle2, Loader2, Lock } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useForm, type FieldErrors, type RegisterOptions } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { Select } from '../../../components/ui/select';
import { useAuthStore } from '../../../lib/auth-store';
import { ApiError, errorMessage } from '../../../lib/http';
import { useDelayedEffect } from '../../../lib/timing';
import { useLookupPostalAddress } from '../api/get-postal-address';
import { useSubscribe } from '../api/subscribe';
import {
  CHECKOUT_FIELD_ORDER,
  checkoutFormSchema,
  CPF_FORM_ERROR,
  emptyCheckoutForm,
  EXPIRY_MONTHS,
  expiryYears,
  toSubscribeRequest,
  type CheckoutFieldName,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from '../logic/checkout-form';
import { newIdempotencyKey } from '../logic/idempotency-key';
import { maskInput } from '../logic/input-mask';
import { formatMonthlyPrice } from '../logic/subscription-display';
import { SandboxNotice } from './sandbox-notice';

/** Spec §4: the pause of the 'validating' step, and how long the success shows before closing. */
export const CHECKOUT_VALIDATING_MS = 500;
export const CHECKOUT_SUCCESS_MS = 1000;

export type CheckoutPhase = 'idle' | 'validating' | 'processing' | 'success';

const PHASE_MESSAGES: Record<CheckoutPhase, string> = {
  idle: '',
  validating: 'Validando dados...',
  processing: 'Processando pagamento...',
  success: 'Pagamento aprovado! Sua assinatura está ativa.',
};

/** The fields a CEP lookup fills, with the lookup's name for each. */
const ADDRESS_FROM_LOOKUP = {
  street: 'street',
  neighborhood: 'district',
  city: 'city',
  state: 'state',
} as const;

/** Resolves true after `ms`, or false at once when the dialog goes away first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const id = window.setTimeout(() => resolve(true), ms);
    signal?.addEventListener(
      'abort',
      () => {
        window.clearTimeout(id);
        resolve(false);
      },
      { once: true },
    );
  });
}

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
  const subscribe = useSubscribe();
  const lookupPostalAddress = useLookupPostalAddress();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const serverErrorAlert = useRef<HTMLDivElement>(null);
  // Focused when the server refuses: the submit button was disabled, leaving focus nowhere.
  useEffect(() => {
    if (serverError) serverErrorAlert.current?.focus();
  }, [serverError]);
  const [cpfSubmitError, setCpfSubmitError] = useState(false);
  /** Set from the click until the attempt ends: a second click (or Enter) sends nothing. */
  const attemptRunning = useRef(false);
  const lastLookup = useRef<string | null>(null);
  const alive = useRef<AbortController | null>(null);
  const [years] = useState(() => expiryYears());

  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    getFieldState,
    trigger,
    setFocus,
    formState: { errors },
  } = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: emptyCheckoutForm(user),
    // react-hook-form would focus the first wrong field in the order the fields were
    // registered, which is not the reading order (the CEP is registered first); see refuse().
    shouldFocusError: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  useDelayedEffect(phase === 'success', CHECKOUT_SUCCESS_MS, onSubscribed);

  /** The step shows below the button, past the end of a dialog scrolled down to it. */
  const progress = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (phase !== 'idle') progress.current?.scrollIntoView?.({ block: 'nearest' });
  }, [phase]);

  const busy = phase === 'validating' || phase === 'processing';

  /** Registers a text field whose value is re-formatted as it is typed. */
  function registerMasked<N extends CheckoutFieldName>(
    name: N,
    format: (value: string) => string,
    options?: RegisterOptions<CheckoutFormValues, N>,
    significant?: RegExp,
  ) {
    const field = register(name, options);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        maskInput(event.target, format, significant);
        return field.onChange(event);
      },
    };
  }

  /**
   * Fills the address a CEP names. A failure changes nothing; so does an answer that arrives
   * after the CEP changed; and a field the user edited while it was on its way stays theirs.
   */
  async function fillAddress(postalCode: string) {
    if (lastLookup.current === postalCode) return;
    lastLookup.current = postalCode;
    const names = Object.keys(ADDRESS_FROM_LOOKUP) as (keyof typeof ADDRESS_FROM_LOOKUP)[];
    const before = new Map(names.map((name) => [name, getValues(name)]));
    let address;
    try {
      address = await lookupPostalAddress(postalCode);
    } catch {
      return;
    }
    if (onlyDigits(getValues('zipcode')) !== postalCode) return;
    for (const name of names) {
      const value = address[ADDRESS_FROM_LOOKUP[name]].trim();
      if (!value || getValues(name) !== before.get(name)) continue;
      if (name === 'state' && !stateSchema.safeParse(value).success) continue;
      setValue(name, value, { shouldDirty: true, shouldValidate: getFieldState(name).invalid });
    }
  }

  function handlePostalCodeTyped(value: string) {
    const digits = onlyDigits(value);
    if (digits.length === 8) void fillAddress(digits);
    else lastLookup.current = null;
  }

  async function pay(values: CheckoutFormOutput) {
    setPhase('validating');
    if (!(await pause(CHECKOUT_VALIDATING_MS, alive.current?.signal))) return;
    setPhase('processing');
    try {
      // A new key per attempt; an automatic retry of this same attempt reuses it.
      await subscribe.mutateAsync({
        body: toSubscribeRequest(values),
        idempotencyKey: newIdempotencyKey(),
      });
      setPhase('success');
    } catch (error) {
      // An earlier attempt (a retry, another tab) already paid: this one is done too.
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
        setPhase('success');
        return;
      }
      setPhase('idle');
      setServerError(errorMessage(error, 'Erro ao processar pagamento'));
    }
  }

  function refuse(invalid: FieldErrors<CheckoutFormValues>) {
    setCpfSubmitError(Boolean(invalid.document));
    const first = CHECKOUT_FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attemptRunning.current) return;
    attemptRunning.current = true;
    setServerError(null);
    setCpfSubmitError(false);
    void handleSubmit(
      pay,
      refuse,
    )(event).finally(() => {
      attemptRunning.current = false;
    });
  }

  function handleOpenChange(open: boolean) {
    if (open || busy) return;
    if (phase === 'success') onSubscribed();
    else onClose();
  }

  const zipcodeField = registerMasked('zipcode', formatPostalCode);
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
          <form noValidate onSubmit={handleFormSubmit} className="space-y-6">
            {sandbox && <SandboxNotice />}

            <fieldset className="space-y-4">
              <legend className="mb-3 text-sm font-semibold text-slate-900">Seus dados</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  id="checkout-name"
                  label="Nome completo"
                  autoComplete="name"
                  error={errors.name?.message}
                  {...register('name')}
                />
                <InputField
                  id="checkout-email"
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email')}
                />
                <InputField
                  id="checkout-document"
                  label="CPF"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="000.000.000-00"
                  maxLength={14}
                  error={errors.document?.message}
                  {...registerMasked('document', formatCpf, {
                    // Checked on blur (spec §5); once wrong, re-checked as it is corrected.
                    onChange: () => {
                      if (getFieldState('document').invalid) void trigger('document');
                    },
                    onBlur: (event: FocusEvent<HTMLInputElement>) => {
                      if (event.target.value) void trigger('document');
                    },
                  })}
                />
                <InputField
                  id="checkout-phone"
                  label={
                    <>
                      Telefone <span className="font-normal text-slate-500">(opcional)</span>
                    </>
                  }
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(00) 00000-0000"
                  maxLength={15}
                  error={errors.phone?.message}
                  {...registerMasked('phone', formatPhone)}
                />
              </div>
            </fieldset>

            <fieldset className="space-y-4">
              <legend className="mb-3 text-sm font-semibold text-slate-900">
                Endereço de cobrança
              </legend>
              <div className="grid gap-4 sm:grid-cols-6">
                <div className="sm:col-span-2">
                  <InputField
                    id="checkout-zipcode"
                    label="CEP"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    placeholder="00000-000"
                    maxLength={9}
                    error={errors.zipcode?.message}
                    {...zipcodeField}
                    onChange={(event) => {
                      void zipcodeField.onChange(event);
                      handlePostalCodeTyped(event.target.value);
                    }}
                  />
                </div>
                <div className="sm:col-span-4">
                  <InputField
                    id="checkout-street"
                    label="Rua"
                    autoComplete="address-line1"
                    error={errors.street?.message}
                    {...register('street')}
                  />
                </div>
                <div className="sm:col-span-2">
                  <InputField
                    id="checkout-street-number"
                    label="Número"
                    autoComplete="off"
                    error={errors.streetNumber?.message}
                    {...register('streetNumber')}
                  />
                </div>
                <div className="sm:col-span-4">
                  <InputField
                    id="checkout-neighborhood"
                    label="Bairro"
                    autoComplete="address-level3"
                    error={errors.neighborhood?.message}
                    {...register('neighborhood')}
                  />
                </div>
                <div className="sm:col-span-4">
                  <InputField
                    id="checkout-city"
                    label="Cidade"
                    autoComplete="address-level2"
                    error={errors.city?.message}
                    {...register('city')}
                  />
                </div>
                <div className="sm:col-span-2">
                  <Field id="checkout-state" label="Estado" error={errors.state?.message}>
                    <Select
                      id="checkout-state"
                      autoComplete="address-level1"
                      invalid={Boolean(errors.state)}
                      aria-describedby={describedBy('checkout-state', { error: errors.state })}
                      {...register('state')}
                    >
                      <option value="">Selecione</option>
                      {BR_STATES.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              </div>
            </fieldset>

            <fieldset className="space-y-4">
              <legend className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                <Lock className="size-3.5 text-slate-500" aria-hidden="true" />
                Cartão de crédito
              </legend>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-6">
                <div className="col-span-2 sm:col-span-3">
                  <InputField
                    id="checkout-card-number"
                    label="Número do cartão"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="0000 0000 0000 0000"
                    maxLength={19}
                    error={errors.cardNumber?.message}
                    {...registerMasked('cardNumber', formatCardNumber)}
                  />
                </div>
                <div className="col-span-2 sm:col-span-3">
                  <InputField
                    id="checkout-holder-name"
                    label="Nome no cartão"
                    autoComplete="cc-name"
                    autoCapitalize="characters"
                    placeholder="Como impresso no cartão"
                    maxLength={64}
                    error={errors.holderName?.message}
                    {...registerMasked(
                      'holderName',
                      (value) => value.toUpperCase(),
                      undefined,
                      /[\s\S]/,
                    )}
                  />
                </div>
                <div className="sm:col-span-2">
                  <Field
                    id="checkout-exp-month"
                    label="Mês de validade"
                    error={errors.expMonth?.message}
                  >
                    <Select
                      id="checkout-exp-month"
                      autoComplete="cc-exp-month"
                      invalid={Boolean(errors.expMonth)}
                      aria-describedby={describedBy('checkout-exp-month', {
                        error: errors.expMonth,
                      })}
                      {...register('expMonth', { deps: ['expYear'] })}
                    >
                      <option value="">Mês</option>
                      {EXPIRY_MONTHS.map((month) => (
                        <option key={month} value={String(month)}>
                          {String(month).padStart(2, '0')}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <div className="sm:col-span-2">
                  <Field
                    id="checkout-exp-year"
                    label="Ano de validade"
                    error={errors.expYear?.message}
                  >
                    <Select
                      id="checkout-exp-year"
                      autoComplete="cc-exp-year"
                      invalid={Boolean(errors.expYear)}
                      aria-describedby={describedBy('checkout-exp-year', {
                        error: errors.expYear,
                      })}
                      {...register('expYear', { deps: ['expMonth'] })}
                    >
                      <option value="">Ano</option>
                      {years.map((year) => (
                        <option key={year} value={String(year)}>
                          {year}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <div className="sm:col-span-2">
                  <InputField
                    id="checkout-cvv"
                    label="CVV"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="000"
                    maxLength={4}
                    error={errors.cvv?.message}
                    {...registerMasked('cvv', formatCvv)}
                  />
                </div>
              </div>
            </fieldset>

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
