import { PLAN_NAME, PLAN_PRICE_CENTS } from '@quadro/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { AppHeader } from '../../../components/app-header';
import { BackToBoardLink } from '../../../components/back-to-board-link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { useReloadSubscriptionStatus, useSubscriptionStatus } from '../api/get-subscription-status';
import { useChangeCardLink } from '../hooks/use-change-card-link';
import { isTrialStatus, planCardState } from '../logic/subscription-display';
import { ChangeCardDialog } from './change-card-dialog';
import { CheckoutDialog } from './checkout-dialog';
import { PaymentHistory } from './payment-history';
import { PlanCard } from './plan-card';
import { SandboxNotice } from './sandbox-notice';
import { SubscriptionStatusPanel } from './subscription-status-panel';
import { TrialBanner } from './trial-banner';

/** /billing (spec §2): trial banner, subscription status, the plan and its checkout, the payments. */
export interface BillingPageProps {
  /** What the route adds to the header beside the way back (the notifications bell). */
  headerActions?: ReactNode;
}

export function BillingPage({ headerActions }: BillingPageProps) {
  const subscription = useSubscriptionStatus();
  const reload = useReloadSubscriptionStatus();
  const { data: config } = usePublicConfig();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const changeCard = useChangeCardLink(
    subscription.data ? subscription.data.currentPlan !== null : undefined,
  );
  const statusHeading = useRef<HTMLHeadingElement>(null);
  /** A payment went through: the button that opened the checkout is disabled now. */
  const subscribed = useRef(false);
  /** What opened 'Trocar cartão': nothing when a link did (`?cartao`). */
  const changeCardOpener = useRef<HTMLElement | null>(null);
  const planName = config?.planName ?? PLAN_NAME;
  const priceCents = config?.priceCents ?? PLAN_PRICE_CENTS;
  const sandbox = config?.paymentGateway === 'sandbox';

  function handleSubscribed() {
    subscribed.current = true;
    setCheckoutOpen(false);
    void reload();
  }

  /** The focus goes back to the plan's button, unless it can no longer take it (paid). */
  function handleCheckoutClosed(event: Event) {
    if (!subscribed.current) return;
    subscribed.current = false;
    event.preventDefault();
    statusHeading.current?.focus();
  }

  function openChangeCard() {
    changeCardOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    changeCard.openDialog();
  }

  /**
   * Back to the button that opened 'Trocar cartão'; to the status when a link opened it, or when
   * that button is gone (the pending renewal was paid, its alert went away).
   */
  function handleChangeCardClosed(event: Event) {
    const opener = changeCardOpener.current;
    changeCardOpener.current = null;
    if (opener?.isConnected) return;
    event.preventDefault();
    statusHeading.current?.focus();
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader>
        <BackToBoardLink />
        {headerActions}
      </AppHeader>

      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            Assinatura e cobrança
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Acompanhe seu período de teste e gerencie a assinatura do {planName}.
          </p>
        </div>

        {sandbox && <SandboxNotice />}

        {subscription.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Carregando..." />
          </div>
        ) : subscription.isError ? (
          <RetryAlert
            message="Erro ao carregar status da assinatura"
            retrying={subscription.isFetching}
            onRetry={() => void subscription.refetch()}
          />
        ) : (
          <>
            {isTrialStatus(subscription.data.status) && subscription.data.trialEndsAt && (
              <TrialBanner
                trialEndsAt={subscription.data.trialEndsAt}
                // Counted from when the server computed the status, not from a stale clock.
                now={new Date(subscription.dataUpdatedAt)}
                planName={planName}
              />
            )}
            <div className="grid items-start gap-6 md:grid-cols-2">
              <SubscriptionStatusPanel
                subscription={subscription.data}
                headingRef={statusHeading}
                sandbox={sandbox}
                onChangeCard={openChangeCard}
              />
              <PlanCard
                state={planCardState(subscription.data.status)}
                planName={planName}
                priceCents={priceCents}
                onSubscribe={() => setCheckoutOpen(true)}
              />
            </div>
          </>
        )}

        <PaymentHistory planName={planName} />
      </main>

      {checkoutOpen && (
        <CheckoutDialog
          planName={planName}
          priceCents={priceCents}
          sandbox={sandbox}
          onClose={() => setCheckoutOpen(false)}
          onSubscribed={handleSubscribed}
          onCloseAutoFocus={handleCheckoutClosed}
        />
      )}
      {changeCard.open && subscription.data && (
        <ChangeCardDialog
          subscription={subscription.data}
          priceCents={priceCents}
          sandbox={sandbox}
          onClose={changeCard.close}
          onChanged={changeCard.close}
          onCloseAutoFocus={handleChangeCardClosed}
        />
      )}
    </div>
  );
}
