import { formatBrl, type SubscriptionStatus } from '@quadro/contracts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useChangeCard } from '../api/change-card';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import { toChangeCardRequest, type CheckoutFormOutput } from '../logic/checkout-form';
import { PaymentDetailsForm } from './payment-details-form';

const CARD_SAVED_TOAST = 'Cartão atualizado';
const PENDING_PAID_TOAST = 'Pagamento aprovado';

export interface ChangeCardDialogProps {
  /** The plan whose card changes: a `past_due` one is charged at once. */
  subscription: SubscriptionStatus;
  priceCents: number;
  /** Design §7: the sandbox gateway lists its test cards. */
  sandbox: boolean;
  /** Closed without a change. */
  onClose: () => void;
  /** The card was saved (and the pending renewal paid): the status is the server's answer. */
  onChanged: () => void;
  /** Where the focus goes once it has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What the dialog says it will do, from the plan it changes. */
function chargeNotice(charges: boolean, status: string, priceCents: number): string {
  if (charges)
    return `A renovação pendente de ${formatBrl(priceCents)} será cobrada neste cartão agora, e as próximas renovações também usarão este cartão.`;
  if (status === 'canceled')
    return 'Nenhuma cobrança será feita agora. Este cartão será usado nas renovações se você reativar a assinatura.';
  return 'Nenhuma cobrança será feita agora. As próximas renovações usarão este cartão.';
}

/**
 * 'Trocar cartão' (#21): the checkout's customer, address and card fields, sent to
 * PUT /v1/payments/card. An active plan only saves the card; a plan whose renewal was declined
 * pays it now ('Pagar R$ 99,90 agora'). A refusal is said in the dialog with every field kept.
 */
export function ChangeCardDialog({
  subscription,
  priceCents,
  sandbox,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: ChangeCardDialogProps) {
  const changeCard = useChangeCard();
  const { serverError, serverErrorAlert, setServerError, runAttempt } = usePaymentAttempt();
  const [busy, setBusy] = useState(false);
  // What the attempt on its way was sent as: the status it answers (active) must not turn
  // 'Pagar' into 'Salvar cartão' while the dialog closes.
  const [sentAsCharge, setSentAsCharge] = useState<boolean | null>(null);
  const charges = sentAsCharge ?? subscription.status === 'past_due';
  /** The step shows below the button, past the end of a dialog scrolled down to it. */
  const progress = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (busy) progress.current?.scrollIntoView?.({ block: 'nearest' });
  }, [busy]);

  async function save(values: CheckoutFormOutput) {
    setBusy(true);
    setSentAsCharge(charges);
    try {
      await changeCard.mutateAsync(toChangeCardRequest(values));
    } catch (error) {
      setBusy(false);
      setSentAsCharge(null);
      setServerError(
        errorMessage(error, charges ? 'Erro ao processar pagamento' : 'Erro ao salvar o cartão'),
      );
      return;
    }
    toast.success(charges ? PENDING_PAID_TOAST : CARD_SAVED_TOAST);
    onChanged();
  }

  function handleOpenChange(open: boolean) {
    if (!open && !busy) onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange}>
      <DialogContent
        size="2xl"
        title="Trocar cartão"
        description={chargeNotice(charges, subscription.status, priceCents)}
        onCloseAutoFocus={onCloseAutoFocus}
        // Fifteen fields are not lost to a click beside the dialog; Esc and 'Cancelar' still close.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <PaymentDetailsForm
          sandbox={sandbox}
          submitLabel={charges ? `Pagar ${formatBrl(priceCents)} agora` : 'Salvar cartão'}
          busy={busy}
          serverError={serverError}
          serverErrorAlert={serverErrorAlert}
          runAttempt={runAttempt}
          onValid={save}
        />
        {/* Always mounted, so the step is announced as it starts (and seen beside the button). */}
        <p
          ref={progress}
          role="status"
          className={
            busy
              ? 'mt-4 flex items-center justify-center gap-2 text-sm font-medium text-slate-700 sm:justify-end'
              : 'sr-only'
          }
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {busy && (charges ? 'Processando pagamento...' : 'Salvando cartão...')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
