import { PLAN_NAME, PLAN_PRICE_CENTS } from '@quadro/contracts';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { AppHeader } from '../../../components/app-header';
import { BackToBoardLink } from '../../../components/back-to-board-link';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { usePaymentHistory } from '../api/get-payment-history';
import { useReloadSubscriptionStatus, useSubscriptionStatus } from '../api/get-subscription-status';
import { useChangeCardLink } from '../hooks/use-change-card-link';
import { planPaymentMethod, type PaymentMethod } from '../logic/pix-display';
import { isTrialStatus, planCardState } from '../logic/subscription-display';
import {
  ChangeCardDialog,
  CheckoutDialog,
  PixPaymentDialog,
  preloadBillingDialogs,
} from './billing-dialogs';
import { PaymentHistory } from './payment-history';
import { PlanCard } from './plan-card';
import { SandboxNotice } from './sandbox-notice';
import { SubscriptionStatusPanel } from './subscription-status-panel';
import { TrialBanner } from './trial-banner';

/** Whoever had the focus, to give it back when what it opened closes (null: none to give back). */
const focusedElement = () =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

/** /billing (spec §2): trial banner, subscription status, the plan and its checkout, the payments. */
export interface BillingPageProps {
  /** What the route adds to the header beside the way back (the notifications bell). */
  headerActions?: ReactNode;
}

export function BillingPage({ headerActions }: BillingPageProps) {
  const subscription = useSubscriptionStatus();
  const reload = useReloadSubscriptionStatus();
  const history = usePaymentHistory();
  const { data: config } = usePublicConfig();
  /** The checkout, open on the method it starts with. */
  const [checkout, setCheckout] = useState<{ method: PaymentMethod } | null>(null);
  /** 'Ver Pix': the Pix shown. */
  const [viewedPix, setViewedPix] = useState<string | null>(null);
  const changeCard = useChangeCardLink(
    subscription.data ? subscription.data.currentPlan !== null : undefined,
  );
  const statusHeading = useRef<HTMLHeadingElement>(null);
  /** A payment went through: the button that opened the checkout is disabled now. */
  const subscribed = useRef(false);
  /** What opened the checkout: a button that may be gone once it closes ('Gerar novo Pix'). */
  const checkoutOpener = useRef<HTMLElement | null>(null);
  /** What opened 'Ver Pix', and whether that Pix was paid (its alert, and button, then go). */
  const viewPixOpener = useRef<HTMLElement | null>(null);
  const viewedPixPaid = useRef(false);
  /** 'Ver Pix' closes to open the checkout: the focus moves on into the checkout. */
  const pixRenewing = useRef(false);
  /** What opened 'Trocar cartão': nothing when a link did (`?cartao`). */
  const changeCardOpener = useRef<HTMLElement | null>(null);
  const planName = config?.planName ?? PLAN_NAME;
  const priceCents = config?.priceCents ?? PLAN_PRICE_CENTS;
  const sandbox = config?.paymentGateway === 'sandbox';
  const painted = subscription.isSuccess;
  useEffect(() => {
    // After the first paint, not in it: the dialogs are ready by the time one is asked for.
    if (painted) preloadBillingDialogs().catch(() => {});
  }, [painted]);
  // A plan without a saved card may be paid by Pix: the history's last payment tells (undefined
  // until it is here; a history that failed to load tells nothing).
  const payments = history.data?.pages[0]?.payments ?? (history.isError ? [] : undefined);
  const paidBy = subscription.data ? planPaymentMethod(subscription.data, payments) : undefined;

  function openCheckout(method: PaymentMethod) {
    checkoutOpener.current = focusedElement();
    setCheckout({ method });
  }

  function handleSubscribed() {
    subscribed.current = true;
    setCheckout(null);
    void reload();
  }

  /**
   * The focus goes back to the plan's button, unless it can no longer take it: paid (it is
   * disabled), or opened from a dialog that is gone.
   */
  function handleCheckoutClosed(event: Event) {
    const paid = subscribed.current;
    subscribed.current = false;
    if (!paid && checkoutOpener.current?.isConnected) return;
    event.preventDefault();
    statusHeading.current?.focus();
  }

  function openPix(paymentId: string) {
    viewPixOpener.current = focusedElement();
    viewedPixPaid.current = false;
    setViewedPix(paymentId);
  }

  /** That Pix expired: a new one needs the checkout's form, on Pix. */
  function renewViewedPix() {
    pixRenewing.current = true;
    setViewedPix(null);
    openCheckout('pix');
  }

  /**
   * Back to 'Ver Pix'; to the status once that button is gone (the Pix was paid or expired), and
   * nowhere when the checkout took over.
   */
  function handleViewPixClosed(event: Event) {
    const renewing = pixRenewing.current;
    pixRenewing.current = false;
    if (renewing) {
      event.preventDefault();
      return;
    }
    if (!viewedPixPaid.current && viewPixOpener.current?.isConnected) return;
    event.preventDefault();
    statusHeading.current?.focus();
  }

  function openChangeCard() {
    changeCardOpener.current = focusedElement();
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
        ) : paidBy === undefined ? (
          // A plan with no saved card waits for the history, which tells whether it is paid by
          // Pix: its rows are drawn once, not redrawn a moment later.
          <div className="flex justify-center py-12">
            <Spinner label="Carregando..." />
          </div>
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
                paidBy={paidBy}
                priceCents={priceCents}
                onChangeCard={openChangeCard}
                onViewPix={openPix}
              />
              <PlanCard
                state={planCardState(subscription.data.status)}
                planName={planName}
                priceCents={priceCents}
                // A Pix checkout still waiting is answered again by 'Gerar Pix' (a card is refused).
                onSubscribe={() =>
                  openCheckout(subscription.data.pendingPix ? 'pix' : 'credit_card')
                }
              />
            </div>
          </>
        )}

        <PaymentHistory planName={planName} />
      </main>

      {/* One boundary each: one dialog's code on its way hides no other. */}
      <Suspense fallback={null}>
        {checkout && (
          <CheckoutDialog
            planName={planName}
            priceCents={priceCents}
            sandbox={sandbox}
            initialMethod={checkout.method}
            onClose={() => setCheckout(null)}
            onSubscribed={handleSubscribed}
            onCloseAutoFocus={handleCheckoutClosed}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {viewedPix && (
          <PixPaymentDialog
            paymentId={viewedPix}
            planName={planName}
            priceCents={priceCents}
            sandbox={sandbox}
            onRenew={renewViewedPix}
            onPaid={() => {
              viewedPixPaid.current = true;
            }}
            onClose={() => setViewedPix(null)}
            onCloseAutoFocus={handleViewPixClosed}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
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
      </Suspense>
    </div>
  );
}
