import type { SubscriptionStatus } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import {
  pastDuePlan,
  pixPlan,
  pixPlanWithNextPix,
  renewingPlan,
  SANDBOX_RENEW_URL,
  STATUS_URL,
} from '../testing/billing-fixtures';
import { HISTORY_URL, noPayments } from '../testing/payment-fixtures';
import {
  CANCEL_CONFIRMATION,
  CANCEL_PAST_DUE_CONFIRMATION,
  SubscriptionStatusPanel,
} from './subscription-status-panel';

const CANCEL_URL = 'POST /v1/payments/cancel-subscription';

/** Cancelled, the paid month still running: no renewals, the card still on file. */
const cancelling: SubscriptionStatus = { ...renewingPlan, status: 'canceled', renews: false };
/** A plan paid before renewals existed: no saved card, so it ends with its month. */
const noCard: SubscriptionStatus = { ...renewingPlan, renews: false, card: null };
const ended: SubscriptionStatus = { ...cancelling, currentPlan: null };

function renderPanel(
  subscription: SubscriptionStatus,
  { sandbox = false, paidBy }: { sandbox?: boolean; paidBy?: 'credit_card' | 'pix' | null } = {},
) {
  const onChangeCard = vi.fn();
  const onViewPix = vi.fn();
  const headingRef = createRef<HTMLHeadingElement>();
  const rendered = renderWithProviders(
    <SubscriptionStatusPanel
      subscription={subscription}
      headingRef={headingRef}
      sandbox={sandbox}
      paidBy={paidBy}
      onChangeCard={onChangeCard}
      onViewPix={onViewPix}
    />,
  );
  return { ...rendered, onChangeCard, onViewPix };
}

/** The value beside a term of the panel's description list. */
function detail(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

function calls(fetchMock: ReturnType<typeof stubFetch>, key: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SubscriptionStatusPanel, renewal by card', () => {
  it('tells when a renewing plan renews and on which card, and offers to change it', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { onChangeCard } = renderPanel(renewingPlan);

    expect(detail('Status')).toHaveTextContent('Ativo');
    expect(detail('Renovação automática em')).toHaveTextContent('20/12/2026');
    expect(detail('Forma de pagamento')).toHaveTextContent('Cartão Visa terminado em 0077');
    expect(screen.queryByText('Fim do período atual')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Trocar cartão' }));
    expect(onChangeCard).toHaveBeenCalledOnce();
  });

  it('keeps the period end of a plan with no saved card, which does not renew', () => {
    stubFetch();
    renderPanel(noCard);
    expect(detail('Fim do período atual')).toHaveTextContent('20/12/2026');
    expect(screen.queryByText('Renovação automática em')).not.toBeInTheDocument();
    expect(screen.queryByText('Forma de pagamento')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trocar cartão' })).toBeEnabled();
  });

  it('past due: says the card was declined, when it is tried again, and offers to pay now', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { onChangeCard } = renderPanel(pastDuePlan);

    expect(detail('Status')).toHaveTextContent('Pagamento pendente');
    expect(detail('Plano atual')).toHaveTextContent('Premium Mensal');
    expect(detail('Forma de pagamento')).toHaveTextContent('Cartão Visa terminado em 0077');
    // The period end is past: its row would only confuse.
    expect(screen.queryByText('Renovação automática em')).not.toBeInTheDocument();
    expect(screen.queryByText('Fim do período atual')).not.toBeInTheDocument();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Não conseguimos cobrar seu cartão. Vamos tentar de novo em 21/12/2026. Troque o cartão para pagar agora e não perder o acesso.',
    );
    expect(alert).toHaveTextContent(
      'Seus workspaces continuam funcionando normalmente até 25/12/2026.',
    );
    // One way to change the card, the alert's, as the main action.
    expect(screen.getAllByRole('button', { name: 'Trocar cartão' })).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Trocar cartão' }));
    expect(onChangeCard).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
  });

  it('past due with no retry left: the alert leaves the retry out', () => {
    stubFetch();
    renderPanel({ ...pastDuePlan, nextRetryAt: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Não conseguimos cobrar seu cartão. Troque o cartão para pagar agora e não perder o acesso.',
    );
    expect(alert).not.toHaveTextContent('Vamos tentar de novo');
  });

  it('warns that cancelling a past-due plan ends its changes at once', async () => {
    let current: SubscriptionStatus = pastDuePlan;
    const fetchMock = stubFetch({
      [STATUS_URL]: () => jsonResponse(current),
      [CANCEL_URL]: () => {
        current = ended;
        return jsonResponse(ended);
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPanel(pastDuePlan);

    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(CANCEL_PAST_DUE_CONFIRMATION);
    expect(CANCEL_PAST_DUE_CONFIRMATION).toMatch(/somente leitura imediatamente/);
    await waitFor(() => expect(calls(fetchMock, CANCEL_URL)).toHaveLength(1));
  });

  it('asks the usual confirm for an active plan', async () => {
    stubFetch();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderPanel(renewingPlan);
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(CANCEL_CONFIRMATION);
  });

  it('a cancelled plan whose month runs keeps its access date and reactivation, and its card can change', () => {
    stubFetch();
    renderPanel(cancelling);
    expect(detail('Status')).toHaveTextContent('Cancelado');
    expect(detail('Acesso até')).toHaveTextContent('20/12/2026');
    expect(screen.queryByText('Renovação automática em')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reativar assinatura' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Trocar cartão' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('offers no card change without a plan', () => {
    stubFetch();
    renderPanel(ended);
    expect(screen.queryByRole('button', { name: 'Trocar cartão' })).not.toBeInTheDocument();
    expect(screen.queryByText('Forma de pagamento')).not.toBeInTheDocument();
  });
});

describe("SubscriptionStatusPanel, the sandbox's 'Simular renovação'", () => {
  it.each([
    ['outside the sandbox', renewingPlan, false],
    ['for a plan that does not renew', noCard, true],
    ['for a cancelled plan', cancelling, true],
    ['while past due', pastDuePlan, true],
  ])('is not offered %s', (_, subscription, sandbox) => {
    stubFetch();
    renderPanel(subscription, { sandbox });
    expect(screen.queryByRole('button', { name: 'Simular renovação' })).not.toBeInTheDocument();
  });

  it('renews now: a declined renewal shows the pending payment, the history reloads', async () => {
    const fetchMock = stubFetch({
      [SANDBOX_RENEW_URL]: () => jsonResponse(pastDuePlan),
      [HISTORY_URL]: () => jsonResponse(noPayments),
    });
    const user = userEvent.setup();
    const { queryClient } = renderPanel(renewingPlan, { sandbox: true });
    queryClient.setQueryData(queryKeys.paymentHistory(), { pages: [noPayments], pageParams: [] });

    expect(
      screen.getByText(/encerra o período pago agora e cobra a renovação no cartão salvo/),
    ).toBeInTheDocument();
    const renew = screen.getByRole('button', { name: 'Simular renovação' });
    expect(renew).toHaveClass('border-slate-300');
    await user.click(renew);

    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.subscriptionStatus())).toEqual(pastDuePlan),
    );
    expect(calls(fetchMock, SANDBOX_RENEW_URL)).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.paymentHistory())?.isInvalidated).toBe(true);
    // Declined: the button that had the focus goes away with the plan's renewal; the focus waits
    // on the status, whose alert says what happened.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it.each([
    [
      'an approved renewal',
      { ...renewingPlan, currentPeriodEnd: '2027-01-20T12:00:00.000Z' },
      'Renovação aprovada.',
    ],
    [
      'a renewal still on its way (the period ended, the next not paid yet)',
      { ...renewingPlan, currentPeriodEnd: '2026-11-26T12:00:00.000Z' },
      'Renovação em processamento. Atualize a página em instantes.',
    ],
  ])('says %s', async (_, answer, message) => {
    stubFetch({ [SANDBOX_RENEW_URL]: () => jsonResponse(answer) });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPanel(renewingPlan, { sandbox: true });
    await user.click(screen.getByRole('button', { name: 'Simular renovação' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(message));
  });

  it("shows the server's refusal and reloads the status", async () => {
    stubFetch({
      [SANDBOX_RENEW_URL]: () =>
        jsonResponse(
          {
            error: 'Não há assinatura com renovação automática para renovar agora',
            code: 'NOTHING_TO_RENEW',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    const { queryClient } = renderPanel(renewingPlan, { sandbox: true });
    queryClient.setQueryData(queryKeys.subscriptionStatus(), renewingPlan);
    await user.click(screen.getByRole('button', { name: 'Simular renovação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não há assinatura com renovação automática para renovar agora',
    );
    expect(queryClient.getQueryState(queryKeys.subscriptionStatus())?.isInvalidated).toBe(true);
  });
});

describe('SubscriptionStatusPanel, Pix', () => {
  const waitingCheckout: SubscriptionStatus = {
    ...renewingPlan,
    hasSubscription: false,
    status: 'trialing',
    isTrialing: true,
    currentPlan: null,
    currentPeriodEnd: null,
    renews: false,
    card: null,
    pendingPix: {
      paymentId: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0a01',
      copyPaste: '000201-checkout',
      expiresAt: '2026-11-20T15:30:00.000Z',
    },
  };

  it("a plan paid by Pix: valid until its end, 'Forma de pagamento: Pix', the next Pix by e-mail", () => {
    stubFetch();
    renderPanel(pixPlan, { paidBy: 'pix' });
    expect(detail('Status')).toHaveTextContent('Ativo');
    expect(detail('Válido até')).toHaveTextContent('20/12/2026');
    expect(detail('Forma de pagamento')).toHaveTextContent(/^Pix$/);
    expect(screen.queryByText('Renovação automática em')).not.toBeInTheDocument();
    expect(screen.queryByText('Fim do período atual')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'O plano pago por Pix não renova sozinho: o Pix do próximo mês chega por e-mail 5 dias antes do fim do período e aparece aqui.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pix aguardando pagamento' })).toBeNull();
  });

  it('a plan with no card whose last payment was by card keeps its plain period end', () => {
    stubFetch();
    renderPanel(pixPlan, { paidBy: 'credit_card' });
    expect(detail('Fim do período atual')).toHaveTextContent('20/12/2026');
    expect(screen.queryByText('Forma de pagamento')).not.toBeInTheDocument();
    expect(screen.queryByText(/Pix do próximo mês/)).not.toBeInTheDocument();
  });

  it('a cancelled plan paid by Pix says until when it has access, and how it was paid', () => {
    stubFetch();
    renderPanel({ ...pixPlan, status: 'canceled' }, { paidBy: 'pix' });
    expect(detail('Acesso até')).toHaveTextContent('20/12/2026');
    expect(detail('Forma de pagamento')).toHaveTextContent(/^Pix$/);
    expect(screen.queryByText(/Pix do próximo mês chega/)).not.toBeInTheDocument();
  });

  it("next month's Pix waits: its amount, until when, and 'Ver Pix'", async () => {
    stubFetch();
    const user = userEvent.setup();
    const { onViewPix } = renderPanel(pixPlanWithNextPix, { paidBy: 'pix' });

    const region = screen.getByRole('region', { name: 'Pix aguardando pagamento' });
    expect(within(region).getByRole('heading', { name: 'Pix aguardando pagamento' })).toBeVisible();
    expect(region).toHaveTextContent('R$ 99,90 · Pague até 20/12/2026 às 09:00');
    expect(region).toHaveTextContent('É o Pix do próximo mês');
    // The alert already says what the e-mail line would.
    expect(screen.queryByText(/Pix do próximo mês chega por e-mail/)).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Ver Pix' }));
    expect(onViewPix).toHaveBeenCalledExactlyOnceWith(pixPlanWithNextPix.pendingPix?.paymentId);
  });

  it("a checkout's Pix not paid yet: paying it activates the plan", () => {
    stubFetch();
    renderPanel(waitingCheckout);
    const region = screen.getByRole('region', { name: 'Pix aguardando pagamento' });
    expect(region).toHaveTextContent('Pague até 20/11/2026 às 12:30');
    expect(region).toHaveTextContent('Assim que ele for pago, sua assinatura fica ativa.');
    expect(detail('Status')).toHaveTextContent('Período de teste');
  });
});
