import type { SubscriptionStatus } from '@quadro/contracts';
import { useState, type ReactNode, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/http';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import {
  currentPlanLabel,
  formatDate,
  isTrialStatus,
  subscriptionStatusLabel,
} from '../logic/subscription-display';

export const CANCEL_CONFIRMATION = 'Tem certeza que deseja cancelar sua assinatura?';

const STATUS_TONES = new Map<string, string>([
  ['active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  ['trialing', 'bg-brand-50 text-brand-800 ring-brand-200'],
  ['future', 'bg-brand-50 text-brand-800 ring-brand-200'],
  ['trial_expired', 'bg-red-50 text-red-800 ring-red-200'],
]);

export interface SubscriptionStatusPanelProps {
  subscription: SubscriptionStatus;
  /**
   * The panel's heading, focusable: where the focus goes once the button that had it is gone
   * (cancelled here, or paid in the checkout, whose opener is then disabled).
   */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Where the subscription stands: status, plan, the dates that matter; cancelling, and undoing a
 * cancel while the paid month runs.
 */
export function SubscriptionStatusPanel({
  subscription,
  headingRef,
}: SubscriptionStatusPanelProps) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const { status, currentPlan, trialEndsAt, currentPeriodEnd } = subscription;
  const showTrialEnd = trialEndsAt && (isTrialStatus(status) || status === 'trial_expired');

  function handleCancel() {
    // The browser's own confirm, as spec §4 asks.
    if (!window.confirm(CANCEL_CONFIRMATION)) return;
    setCancelError(null);
    cancel.mutate(undefined, {
      // Runs once the status reloaded: 'Cancelar assinatura', which had the focus, is gone.
      onSuccess: () => {
        toast.success('Assinatura cancelada.');
        headingRef.current?.focus();
      },
      onError: (error) => setCancelError(errorMessage(error, 'Erro ao cancelar assinatura')),
    });
  }

  function handleReactivate() {
    setCancelError(null);
    reactivate.mutate(undefined, {
      // 'Reativar assinatura', which had the focus, is gone once the status reloaded.
      onSuccess: () => {
        toast.success('Assinatura reativada.');
        headingRef.current?.focus();
      },
      onError: (error) => setCancelError(errorMessage(error, 'Erro ao reativar assinatura')),
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
          {currentPeriodEnd && (
            <InfoRow term={status === 'canceled' ? 'Acesso até' : 'Fim do período atual'}>
              {formatDate(currentPeriodEnd)}
            </InfoRow>
          )}
        </dl>
        {cancelError && <Alert tone="error">{cancelError}</Alert>}
        {status === 'active' && (
          <div className="border-t border-slate-100 pt-4">
            <Button variant="danger-ghost" pending={cancel.isPending} onClick={handleCancel}>
              Cancelar assinatura
            </Button>
          </div>
        )}
        {status === 'canceled' && currentPlan !== null && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <p className="text-sm text-slate-600">
              Mudou de ideia? A assinatura volta a ficar ativa, sem nova cobrança.
            </p>
            <Button variant="secondary" pending={reactivate.isPending} onClick={handleReactivate}>
              Reativar assinatura
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function InfoRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_1fr] items-center gap-3 py-3 first:pt-0 last:pb-0">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
