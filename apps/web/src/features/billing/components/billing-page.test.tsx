import type { SubscriptionStatus } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { devConfig, stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { BillingPage } from './billing-page';
import { CANCEL_CONFIRMATION } from './subscription-status-panel';
import { maria } from '../testing/billing-fixtures';
import { HISTORY_URL, noPayments, paymentItem } from '../testing/payment-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_URL = 'GET /v1/payments/subscription-status';
const CANCEL_URL = 'POST /v1/payments/cancel-subscription';
const REACTIVATE_URL = 'POST /v1/payments/reactivate-subscription';

function trialing(daysLeft: number): SubscriptionStatus {
  return {
    hasSubscription: false,
    status: 'trialing',
    isTrialing: true,
    trialEndsAt: new Date(Date.now() + daysLeft * DAY_MS).toISOString(),
    currentPlan: null,
    currentPeriodEnd: null,
  };
}

const active: SubscriptionStatus = {
  hasSubscription: true,
  status: 'active',
  isTrialing: false,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  currentPlan: 'MONTHLY',
  currentPeriodEnd: '2026-12-20T12:00:00.000Z',
};

const canceled: SubscriptionStatus = { ...active, status: 'canceled', currentPlan: null };
/** Cancelled, the paid month still running. */
const cancelling: SubscriptionStatus = { ...active, status: 'canceled' };
const trialExpired: SubscriptionStatus = {
  hasSubscription: false,
  status: 'trial_expired',
  isTrialing: false,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  currentPlan: null,
  currentPeriodEnd: null,
};

/** The billing page's calls; the history is empty unless a test says otherwise. */
function stubBilling(handlers: Parameters<typeof stubFetch>[0]) {
  return stubFetch({ [HISTORY_URL]: () => jsonResponse(noPayments), ...handlers });
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, key: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
}

function renderPage() {
  return renderWithProviders(<BillingPage />, { path: '/billing' });
}

const statusPanel = () =>
  screen.getByRole('heading', { name: 'Status da assinatura' }).closest('div.rounded-2xl');
const planCard = () =>
  screen.getByRole('heading', { name: 'Plano Profissional' }).closest('div.rounded-2xl');

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('BillingPage', () => {
  it('shows the header, the plan, its price and features, and goes back to the workspace', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialing(5)) });
    renderPage();

    expect(screen.getByRole('heading', { name: 'Assinatura e cobrança', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao workspace' })).toHaveAttribute(
      'href',
      '/board',
    );
    expect(await screen.findByText('R$ 99,90/mês')).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Recursos do plano' }));
    for (const feature of [
      'Workspaces ilimitados',
      'Quadros ilimitados',
      'Membros ilimitados',
      'Colaboração em tempo real',
      'Histórico completo de ações',
      'Controle avançado de permissões',
    ])
      expect(features.getByText(feature)).toBeInTheDocument();
  });

  it('goes back to the board it was opened from, and only to a board', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialing(5)) });
    const back = () => screen.getByRole('link', { name: 'Voltar ao workspace' });
    const first = renderWithProviders(<BillingPage />, {
      path: '/billing',
      state: { from: '/board/b-42' },
    });
    expect(back()).toHaveAttribute('href', '/board/b-42');
    first.unmount();
    renderWithProviders(<BillingPage />, {
      path: '/billing',
      state: { from: 'https://evil.example' },
    });
    expect(back()).toHaveAttribute('href', '/board');
  });

  it('shows a loading state, then the status', async () => {
    let answer: (response: Response) => void = () => {};
    stubBilling({ [STATUS_URL]: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();

    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    answer(jsonResponse(active));
    expect(await screen.findByText('Ativo')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it.each([
    ['active', active, 'Ativo'],
    ['trialing', trialing(3), 'Período de teste'],
    ['canceled', canceled, 'Cancelado'],
    ['trial_expired', trialExpired, 'Teste Expirado'],
    ['an unknown status (raw)', { ...canceled, status: 'past_due' }, 'past_due'],
  ])('labels %s', async (_, status, label) => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(status) });
    renderPage();
    await screen.findByRole('heading', { name: 'Status da assinatura' });
    expect(within(statusPanel() as HTMLElement).getByText(label)).toBeInTheDocument();
  });

  it('shows the trial and period end dates in pt-BR', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialExpired) });
    const { unmount } = renderPage();
    await screen.findByText('Teste Expirado');
    expect(screen.getByText('Fim do período de teste')).toBeInTheDocument();
    expect(screen.getByText('01/11/2026')).toBeInTheDocument();
    unmount();

    stubBilling({ [STATUS_URL]: () => jsonResponse(canceled) });
    renderPage();
    await screen.findByText('Cancelado');
    expect(screen.getByText('Acesso até')).toBeInTheDocument();
    expect(screen.getByText('20/12/2026')).toBeInTheDocument();
  });

  it.each([
    [5.5, 'Seu período de teste expira em 6 dias.'],
    [0.5, 'Seu período de teste expira em 1 dia.'],
    [0, 'Seu período de teste expira hoje!'],
  ])('counts %s trial days left in the banner', async (days, message) => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialing(days)) });
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows no trial banner outside the trial', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(active) });
    renderPage();
    await screen.findByText('Ativo');
    expect(screen.queryByText(/Seu período de teste expira/)).not.toBeInTheDocument();
  });

  it('TRIAL: offers Começar Agora, on the free plan', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialing(4)) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Começar Agora' })).toBeEnabled();
    expect(within(statusPanel() as HTMLElement).getByText('Plano Gratuito')).toBeInTheDocument();
    expect(screen.queryByText('Premium Mensal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('MONTHLY: shows Premium Mensal with the button disabled, and offers to cancel', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(active) });
    renderPage();
    const card = within(
      (await screen.findByRole('heading', { name: 'Plano Profissional' })).closest(
        'div.rounded-2xl',
      ) as HTMLElement,
    );
    expect(card.getByText('Premium Mensal')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Assinatura ativa' })).toBeDisabled();
    expect(within(statusPanel() as HTMLElement).getByText('Premium Mensal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assinar|Começar Agora/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
  });

  it.each([
    ['canceled', canceled],
    ['trial_expired', trialExpired],
    ['an unknown status', { ...canceled, status: 'past_due' }],
  ])('INACTIVE (%s): offers Assinar, and no cancelling', async (_, status) => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(status) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Assinar' })).toBeEnabled();
    expect(within(planCard() as HTMLElement).queryByText('Premium Mensal')).not.toBeInTheDocument();
    expect(within(statusPanel() as HTMLElement).getByText('Plano Gratuito')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('cancels after the browser confirm, then reloads the status', async () => {
    let current: SubscriptionStatus = active;
    const fetchMock = stubBilling({
      [STATUS_URL]: () => jsonResponse(current),
      [CANCEL_URL]: () => {
        current = canceled;
        return jsonResponse(canceled);
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));

    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      'Tem certeza que deseja cancelar sua assinatura?',
    );
    expect(CANCEL_CONFIRMATION).toBe('Tem certeza que deseja cancelar sua assinatura?');
    expect(await within(statusPanel() as HTMLElement).findByText('Cancelado')).toBeInTheDocument();
    expect(callsTo(fetchMock, CANCEL_URL)).toHaveLength(1);
    expect(callsTo(fetchMock, STATUS_URL)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Assinar' })).toBeEnabled();
    // The focused 'Cancelar assinatura' is gone: the focus is on the status, not lost.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it('reactivates a cancelled plan whose month still runs, and reloads the status', async () => {
    let current: SubscriptionStatus = cancelling;
    const fetchMock = stubBilling({
      [STATUS_URL]: () => jsonResponse(current),
      [REACTIVATE_URL]: () => {
        current = active;
        return jsonResponse(active);
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reativar assinatura' }));

    expect(await within(statusPanel() as HTMLElement).findByText('Ativo')).toBeInTheDocument();
    expect(callsTo(fetchMock, REACTIVATE_URL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reativar assinatura' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it('offers no reactivation once the paid month is over', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(canceled) });
    renderPage();
    await screen.findByText('Cancelado');
    expect(screen.queryByRole('button', { name: 'Reativar assinatura' })).not.toBeInTheDocument();
  });

  it('does nothing when the confirm is declined', async () => {
    const fetchMock = stubBilling({ [STATUS_URL]: () => jsonResponse(active) });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));

    expect(callsTo(fetchMock, CANCEL_URL)).toHaveLength(0);
    expect(screen.getByText('Ativo')).toBeInTheDocument();
  });

  it("shows the server's error when cancelling fails, else the fallback", async () => {
    let attempt = 0;
    stubBilling({
      [STATUS_URL]: () => jsonResponse(active),
      [CANCEL_URL]: () =>
        ++attempt === 1
          ? jsonResponse(
              { error: 'Não há assinatura ativa para cancelar', code: 'NO_ACTIVE_SUBSCRIPTION' },
              409,
            )
          : new Response(null, { status: 500 }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não há assinatura ativa para cancelar',
    );

    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(await screen.findByText('Erro ao cancelar assinatura')).toBeInTheDocument();
  });

  it('says the status could not load, and retries', async () => {
    let attempt = 0;
    stubBilling({
      [STATUS_URL]: () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Erro interno do servidor', code: 'INTERNAL_ERROR' }, 500)
          : jsonResponse(trialing(2)),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Erro ao carregar status da assinatura')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plano Profissional' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seu período de teste expira em 2 dias.')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar status da assinatura')).not.toBeInTheDocument();
  });

  it('lists the test cards in sandbox mode only', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialing(4)) });
    const { unmount } = renderPage();
    const notice = await screen.findByRole('region', { name: 'Ambiente de teste' });
    expect(notice).toHaveTextContent('4000 0000 0000 0010');
    expect(notice).toHaveTextContent('CVV que começa com 6');
    expect(notice).toHaveTextContent('4000 0000 0000 0044');
    unmount();

    stubBilling({
      [STATUS_URL]: () => jsonResponse(trialing(4)),
      'GET /v1/config': () => jsonResponse({ ...devConfig, paymentGateway: 'pagarme' }),
    });
    renderPage();
    await screen.findByRole('button', { name: 'Começar Agora' });
    expect(screen.queryByRole('region', { name: 'Ambiente de teste' })).not.toBeInTheDocument();
  });

  it('shows the payment history below the plan', async () => {
    stubBilling({
      [STATUS_URL]: () => jsonResponse(active),
      [HISTORY_URL]: () => jsonResponse({ payments: [paymentItem()], nextCursor: null }),
    });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Histórico de pagamentos' });
    expect(await within(history).findByText('Cartão Visa •••• 0010')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Ver recibo' })).toBeInTheDocument();
  });

  it('opens the checkout from the plan card', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(trialExpired) });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Assinar' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('maria@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
