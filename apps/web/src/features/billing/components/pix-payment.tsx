import { formatBrl, type PaymentState, type PixCode } from '@quadro/contracts';
import { Check, CheckCircle2, Clock, Copy, FlaskConical, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/http';
import { usePayPixInSandbox } from '../api/pay-pix-in-sandbox';
import { useCountdown } from '../hooks/use-countdown';
import { useCopyCode, type CopyOutcome } from '../hooks/use-copy-code';
import { usePixPayment } from '../hooks/use-pix-payment';
import { formatPaidAt } from '../logic/payment-display';
import {
  expiryAnnouncement,
  formatCountdown,
  PIX_COUNTDOWN_FROM_MS,
  pixScreen,
} from '../logic/pix-display';
import { PixQrCode } from './pix-qr-code';

const PIX_PAID = 'Pagamento confirmado!';
const PIX_EXPIRED = 'Este Pix expirou';
const COPY_FEEDBACK: Record<Exclude<CopyOutcome, null>, string> = {
  copied: 'Código copiado',
  selected: 'Copie o código selecionado',
};

export interface PixPaymentProps {
  paymentId: string;
  planName: string;
  /** The sandbox gateway: no bank pays its Pix, 'Simular pagamento' does. */
  sandbox: boolean;
  /** 'Gerar novo Pix', once this one can no longer be paid; a refusal is thrown, and said here. */
  onRenew: () => Promise<void> | void;
  /** Called once when the payment is seen paid. */
  onPaid?: () => void;
  /** 'Concluir', after the confirmation. */
  onDone: () => void;
}

/**
 * 'Pague com Pix': the QR code and its copia-e-cola, the amount and the time left, followed live
 * until paid ('Pagamento confirmado!') or expired ('Gerar novo Pix'). Loaded with the QR code's
 * library only when a Pix is shown. Each state takes the focus as it comes, since the control
 * that had it goes away with the state before.
 */
export function PixPayment({
  paymentId,
  planName,
  sandbox,
  onRenew,
  onPaid,
  onDone,
}: PixPaymentProps) {
  const payment = usePixPayment(paymentId);
  const screen = payment.data ? pixScreen(payment.data) : null;
  const paid = screen === 'paid';
  const notifyPaid = useEffectEvent(() => onPaid?.());
  useEffect(() => {
    if (paid) notifyPaid();
  }, [paid]);

  const state = payment.data;
  // A failed check of a Pix already shown keeps it on screen (`checkFailed`): only a first load
  // that failed has nothing to show.
  if (!state)
    return payment.isError ? (
      <RetryAlert
        message={errorMessage(payment.error, 'Erro ao carregar o Pix')}
        retrying={payment.isFetching}
        onRetry={() => void payment.refetch()}
      />
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label="Carregando Pix..." />
      </div>
    );

  switch (screen) {
    case 'paid':
      return <PixPaid planName={planName} onDone={onDone} />;
    case 'waiting':
      return (
        <PixWaiting
          payment={state}
          // Narrowed by `pixScreen`: a waiting Pix has its code.
          pix={state.pix as PixCode}
          sandbox={sandbox}
          checkFailed={payment.isRefetchError}
          onExpired={() => void payment.refetch()}
        />
      );
    default:
      return <PixEnded expired={screen === 'expired'} planName={planName} onRenew={onRenew} />;
  }
}

/**
 * Focuses the element once, as it mounts (a stable callback ref: not again on each render), and
 * shows the dialog from its top: the form it replaces may have been scrolled to its button.
 */
function useFocusOnMount() {
  return useCallback((node: HTMLElement | null) => {
    if (!node) return;
    node.focus({ preventScroll: true });
    const dialog = node.closest('[role="dialog"]');
    if (dialog) dialog.scrollTop = 0;
  }, []);
}

interface PixWaitingProps {
  payment: PaymentState;
  pix: PixCode;
  sandbox: boolean;
  /** The last check of the payment failed (it is tried again by itself). */
  checkFailed: boolean;
  /** The countdown reached zero: the server is asked at once rather than at the next poll. */
  onExpired: () => void;
}

function PixWaiting({ payment, pix, sandbox, checkFailed, onExpired }: PixWaitingProps) {
  const focusOnMount = useFocusOnMount();
  const codeId = useId();
  const codeField = useRef<HTMLTextAreaElement>(null);
  const { outcome, copy } = useCopyCode(pix.copyPaste, codeField);
  const remaining = useCountdown(pix.expiresAt);
  const over = remaining === 0;
  const notifyExpired = useEffectEvent(onExpired);
  useEffect(() => {
    if (over) notifyExpired();
  }, [over]);

  return (
    <div ref={focusOnMount} tabIndex={-1} className="space-y-5 focus:outline-none">
      <p className="text-sm text-slate-700">
        Abra o app do seu banco, escolha pagar com Pix e escaneie o QR code ou use o código copia e
        cola. A confirmação aparece aqui sozinha.
      </p>

      <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <PixQrCode code={pix.copyPaste} className="mx-auto size-48 max-w-full sm:mx-0" />
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900">
              {formatBrl(payment.amount)}
            </p>
            <PixExpiry expiresAt={pix.expiresAt} remaining={remaining} />
          </div>

          <div className="space-y-1.5">
            <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
              Código Pix copia e cola
            </label>
            <Textarea
              ref={codeField}
              id={codeId}
              variant="code"
              readOnly
              rows={3}
              value={pix.copyPaste}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />
              Copiar código
            </Button>
            {/* Always mounted, so each outcome is announced (politely) as it appears. */}
            <p role="status" className="flex items-center gap-1.5 text-sm text-emerald-700">
              {outcome && <Check className="size-4" aria-hidden="true" />}
              {outcome && COPY_FEEDBACK[outcome]}
            </p>
          </div>
        </div>
      </div>

      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        Aguardando pagamento...
      </p>
      {checkFailed && (
        <Alert tone="warning">
          Não conseguimos verificar o pagamento agora. Tentando de novo...
        </Alert>
      )}
      {sandbox && <SandboxPixPayment paymentId={payment.id} />}
    </div>
  );
}

/**
 * The time left: 'Expira em 29:41' to the second within the last hour (a month's Pix, valid for
 * days, says until when instead). Shown every second, but said to a screen reader only at a few
 * milestones (`expiryAnnouncement`), never as it opens.
 */
function PixExpiry({ expiresAt, remaining }: { expiresAt: string; remaining: number }) {
  const announcement = expiryAnnouncement(remaining);
  const [opening] = useState(announcement);
  const counting = remaining < PIX_COUNTDOWN_FROM_MS;
  return (
    <>
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700 tabular-nums">
        <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {counting
          ? `Expira em ${formatCountdown(remaining)}`
          : `Pague até ${formatPaidAt(expiresAt)}`}
      </p>
      <p role="status" className="sr-only">
        {announcement === opening ? '' : announcement}
      </p>
    </>
  );
}

/** Sandbox only: the bank's part, played by our API; the result arrives as a real one would. */
function SandboxPixPayment({ paymentId }: { paymentId: string }) {
  const pay = usePayPixInSandbox();
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-brand-200 bg-brand-50/60 px-4 py-3 text-sm text-brand-900">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-start gap-2">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Ambiente de teste: o botão faz o papel do banco e paga este Pix. Ele não existe fora do
            ambiente de teste.
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          pending={pay.isPending}
          onClick={() => pay.mutate(paymentId)}
        >
          Simular pagamento
        </Button>
      </div>
      {pay.isError && (
        <Alert tone="error">{errorMessage(pay.error, 'Erro ao simular o pagamento')}</Alert>
      )}
    </div>
  );
}

function PixPaid({ planName, onDone }: { planName: string; onDone: () => void }) {
  const focusOnMount = useFocusOnMount();
  return (
    <div
      ref={focusOnMount}
      tabIndex={-1}
      className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none"
    >
      <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-900">{PIX_PAID}</p>
      <p className="text-sm text-slate-600">Sua assinatura do {planName} está ativa.</p>
      <Button className="mt-2" onClick={onDone}>
        Concluir
      </Button>
    </div>
  );
}

interface PixEndedProps {
  /** Its time ran out; otherwise it was refused or refunded, or never had a code. */
  expired: boolean;
  planName: string;
  onRenew: () => Promise<void> | void;
}

function PixEnded({ expired, planName, onRenew }: PixEndedProps) {
  const focusOnMount = useFocusOnMount();
  const [renewing, setRenewing] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);

  async function renew() {
    setRenewing(true);
    setRenewError(null);
    try {
      await onRenew();
    } catch (error) {
      setRenewError(errorMessage(error, 'Erro ao gerar o Pix'));
    } finally {
      setRenewing(false);
    }
  }

  return (
    <div
      ref={focusOnMount}
      tabIndex={-1}
      className="flex flex-col items-center gap-3 py-6 text-center focus:outline-none"
    >
      <Clock className="size-12 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-900">
        {expired ? PIX_EXPIRED : 'Este Pix não pode mais ser pago'}
      </p>
      <p className="text-sm text-slate-600">Gere um novo Pix para assinar o {planName}.</p>
      {renewError && (
        <Alert tone="error" className="w-full text-left">
          {renewError}
        </Alert>
      )}
      <Button className="mt-2" pending={renewing} onClick={() => void renew()}>
        Gerar novo Pix
      </Button>
    </div>
  );
}
