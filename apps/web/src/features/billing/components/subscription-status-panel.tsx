import {
  PIX_INVOICE_DAYS_BEFORE,
  PLAN_PRICE_CENTS,
  type SubscriptionStatus,
} from '@quadro/contracts';
import { useState, type ReactNode, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/http';
import { subscriptionStatusLabel } from '../../../lib/subscription-status-label';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { useSimulateRenewal } from '../api/simulate-renewal';
import { cardSentence } from '../logic/payment-display';
import type { PaymentMethod } from '../logic/pix-display';
import {
  currentPlanLabel,
  formatDate,
  isTrialStatus,
  pastDueAccessUntil,
} from '../logic/subscription-display';
import { PastDueAlert } from './past-due-alert';
import { PendingPixAlert } from './pending-pix-alert';
import { SandboxRenewal } from './sandbox-renewal';

export const CANCEL_CONFIRMATION = 'Tem certeza que deseja cancelar sua assinatura?';
/** Cancelling a plan whose renewal is pending ends its writes at once, not at the month's end. */
export const CANCEL_PAST_DUE_CONFIRMATION =
  'Tem certeza que deseja cancelar sua assinatura? Com o pagamento pendente, seus workspaces ficam somente leitura imediatamente.';

const STATUS_TONES = new Map<string, string>([
  ['active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  ['trialing', 'bg-brand-50 text-brand-800 ring-brand-200'],
  ['future', 'bg-brand-50 text-brand-800 ring-brand-200'],
  ['past_due', 'bg-amber-50 text-amber-900 ring-amber-200'],
  ['trial_expired', 'bg-red-50 text-red-800 ring-red-200'],
]);

export interface SubscriptionStatusPanelProps {
  subscription: SubscriptionStatus;
  /**
   * The panel's heading, focusable: where the focus goes once the button that had it is gone
   * (cancelled here, or paid in the checkout, whose opener is then disabled).
   */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The sandbox gateway: a renewing plan can be renewed now ('Simular renovação'). */
  sandbox?: boolean;
  /**
   * How the running plan is paid (`planPaymentMethod`): by Pix it does not renew by itself, and
   * the panel says until when it is valid. Undefined while unknown.
   */
  paidBy?: PaymentMethod | null | undefined;
  /** What a Pix waiting to be paid charges. */
  priceCents?: number;
  /** Opens 'Trocar cartão'. */
  onChangeCard: () => void;
  /** 'Ver Pix' of the Pix waiting to be paid. */
  onViewPix: (paymentId: string) => void;
}

/**
 * Where the subscription stands: status, plan, the dates that matter and the card the renewals
 * charge (or Pix, and until when it is valid); a Pix waiting to be paid; a declined renewal and
 * the way to pay it; changing the card, cancelling, and undoing a cancel while the paid month
 * runs.
 */
export function SubscriptionStatusPanel({
  subscription,
  headingRef,
  sandbox = false,
  paidBy,
  priceCents = PLAN_PRICE_CENTS,
  onChangeCard,
  onViewPix,
}: SubscriptionStatusPanelProps) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const renew = useSimulateRenewal();
  const [actionError, setActionError] = useState<string | null>(null);
  const { status, currentPlan, trialEndsAt, currentPeriodEnd, renews, card, pendingPix } =
    subscription;
  const showTrialEnd = trialEndsAt && (isTrialStatus(status) || status === 'trial_expired');
  const pastDue = status === 'past_due';
  const hasPlan = currentPlan !== null;
  const paidByPix = hasPlan && !card && paidBy === 'pix';

  function handleCancel() {
    // The browser's own confirm, as spec §4 asks.
    if (!window.confirm(pastDue ? CANCEL_PAST_DUE_CONFIRMATION : CANCEL_CONFIRMATION)) return;
    setActionError(null);
    cancel.mutate(undefined, {
      // Runs once the status reloaded: 'Cancelar assinatura', which had the focus, is gone.
      onSuccess: () => {
        toast.success('Assinatura cancelada.');
        headingRef.current?.focus();
      },
      onError: (error) => setActionError(errorMessage(error, 'Erro ao cancelar assinatura')),
    });
  }

  function handleReactivate() {
    setActionError(null);
    reactivate.mutate(undefined, {
      // 'Reativar assinatura', which had the focus, is gone once the status reloaded.
      onSuccess: () => {
        toast.success('Assinatura reativada.');
        headingRef.current?.focus();
      },
      onError: (error) => setActionError(errorMessage(error, 'Erro ao reativar assinatura')),
    });
  }

  function handleSimulateRenewal() {
    setActionError(null);
    renew.mutate(undefined, {
      onSuccess: (next) => {
        // Declined: the alert says so, and 'Simular renovação', which had the focus, is gone.
        if (next.status !== 'active') headingRef.current?.focus();
        else if (isLater(next.currentPeriodEnd, currentPeriodEnd))
          toast.success('Renovação aprovada.');
        // The charge could not finish now (the gateway did not answer): its job finishes it.
        else toast.success('Renovação em processamento. Atualize a página em instantes.');
      },
      onError: (error) => setActionError(errorMessage(error, 'Erro ao simular a renovação')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Status da assinatura
        </h2>
      </CardHeader>
      <CardContent className="space-y-6">
        {pendingPix && (
          <PendingPixAlert
            pendingPix={pendingPix}
            priceCents={priceCents}
            forNextMonth={hasPlan}
            onView={() => onViewPix(pendingPix.paymentId)}
          />
        )}
        {pastDue && (
          <PastDueAlert
            nextRetryAt={subscription.nextRetryAt}
            accessUntil={pastDueAccessUntil(subscription.pastDueSince, currentPeriodEnd)}
            onChangeCard={onChangeCard}
          />
        )}
        <dl className="divide-y divide-slate-100 text-sm">
          <InfoRow term="Status">
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
                STATUS_TONES.get(status) ?? 'bg-slate-100 text-slate-700 ring-slate-200',
              )}
            >
              {subscriptionStatusLabel(status)}
            </span>
          </InfoRow>
          <InfoRow term="Plano atual">{currentPlanLabel(currentPlan)}</InfoRow>
          {showTrialEnd && (
            <InfoRow term="Fim do período de teste">{formatDate(trialEndsAt)}</InfoRow>
          )}
          {currentPeriodEnd && !pastDue && (
            <InfoRow term={periodEndTerm(status, renews, paidByPix)}>
              {formatDate(currentPeriodEnd)}
            </InfoRow>
          )}
          {card && hasPlan && <InfoRow term="Forma de pagamento">{cardSentence(card)}</InfoRow>}
          {paidByPix && <InfoRow term="Forma de pagamento">Pix</InfoRow>}
        </dl>
        {paidByPix && status === 'active' && !pendingPix && (
          <p className="text-sm text-slate-600">
            O plano pago por Pix não renova sozinho: o Pix do próximo mês chega por e-mail{' '}
            {PIX_INVOICE_DAYS_BEFORE} dias antes do fim do período e aparece aqui.
          </p>
        )}
        {actionError && <Alert tone="error">{actionError}</Alert>}
        {status === 'canceled' && hasPlan && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <p className="text-sm text-slate-600">
              Mudou de ideia? A assinatura volta a ficar ativa, sem nova cobrança.
            </p>
            <Button variant="secondary" pending={reactivate.isPending} onClick={handleReactivate}>
              Reativar assinatura
            </Button>
          </div>
        )}
        {hasPlan && (status === 'active' || pastDue || status === 'canceled') && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            {/* While past due, the alert above offers it, as the main action. */}
            {!pastDue && (
              <Button variant="secondary" onClick={onChangeCard}>
                Trocar cartão
              </Button>
            )}
            {(status === 'active' || pastDue) && (
              <Button variant="danger-ghost" pending={cancel.isPending} onClick={handleCancel}>
                Cancelar assinatura
              </Button>
            )}
          </div>
        )}
        {sandbox && status === 'active' && renews && (
          <SandboxRenewal pending={renew.isPending} onRenew={handleSimulateRenewal} />
        )}
      </CardContent>
    </Card>
  );
}

const isLater = (next: string | null, before: string | null) =>
  Boolean(next && before && Date.parse(next) > Date.parse(before));

/**
 * The period end's name: when the plan renews, when its access ends, until when a month paid by
 * Pix (which never renews by itself) is valid, or just its end.
 */
function periodEndTerm(status: string, renews: boolean, paidByPix: boolean): string {
  if (status === 'canceled') return 'Acesso até';
  if (status === 'active' && renews) return 'Renovação automática em';
  if (status === 'active' && paidByPix) return 'Válido até';
  return 'Fim do período atual';
}

function InfoRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_1fr] items-center gap-3 py-3 first:pt-0 last:pb-0">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
