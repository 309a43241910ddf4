import type { SubscriptionStatus } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';
import { devConfig, stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { BillingPage } from './billing-page';
import { CANCEL_CONFIRMATION } from './subscription-status-panel';
import {
  CHANGE_CARD_URL,
  maria,
  paidAgainPlan,
  pastDuePlan,
  pixPlan,
  renewingPlan,
} from '../testing/billing-fixtures';
import {
  expiredPix,
  HISTORY_URL,
  noPayments,
  paidPix,
  paymentItem,
  paymentUrl,
  pixPayment,
  sandboxPixPayUrl,
} from '../testing/payment-fixtures';

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
    renews: false,
    card: null,
    pastDueSince: null,
    nextRetryAt: null,
    pendingPix: null,
  };
}

const active: SubscriptionStatus = {
  hasSubscription: true,
  status: 'active',
  isTrialing: false,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  currentPlan: 'MONTHLY',
  currentPeriodEnd: '2026-12-20T12:00:00.000Z',
  renews: true,
  card: { brand: 'visa', last4: '0010' },
  pastDueSince: null,
  nextRetryAt: null,
  pendingPix: null,
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
  renews: false,
  card: null,
  pastDueSince: null,
  nextRetryAt: null,
  pendingPix: null,
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
    ['an unknown status (raw)', { ...canceled, status: 'paused' }, 'paused'],
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
    ['an unknown status', { ...canceled, status: 'paused' }],
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
    expect(notice).toHaveTextContent(
      'O cartão 4000 0000 0000 0077 é aprovado na assinatura e recusado em toda renovação, para ver o "Pagamento pendente".',
    );
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
    // Its code loads after the page's first paint.
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('maria@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The address the page is at, shown beside it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Endereço">{pathname + search}</output>;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Trocar cartão' }));
  await user.type(dialog.getByLabelText('CPF'), '52998224725');
  await user.type(dialog.getByLabelText('CEP'), '01310100');
  await user.type(dialog.getByLabelText('Rua'), 'Avenida Paulista');
  await user.type(dialog.getByLabelText('Número'), '1000');
  await user.type(dialog.getByLabelText('Bairro'), 'Bela Vista');
  await user.type(dialog.getByLabelText('Cidade'), 'São Paulo');
  await user.selectOptions(dialog.getByLabelText('Estado'), 'SP');
  await user.type(dialog.getByLabelText('Número do cartão'), '4000000000000010');
  await user.type(dialog.getByLabelText('Nome no cartão'), 'maria da silva');
  await user.selectOptions(dialog.getByLabelText('Mês de validade'), '12');
  await user.selectOptions(
    dialog.getByLabelText('Ano de validade'),
    String(new Date().getFullYear() + 1),
  );
  await user.type(dialog.getByLabelText('CVV'), '123');
}

describe('BillingPage, renewal by card', () => {
  it('past due: the plan card waits, the alert pays with a new card, and the page is active again', async () => {
    let current: SubscriptionStatus = pastDuePlan;
    const fetchMock = stubBilling({
      [STATUS_URL]: () => jsonResponse(current),
      [CHANGE_CARD_URL]: () => {
        current = paidAgainPlan;
        return jsonResponse(paidAgainPlan);
      },
    });
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não conseguimos cobrar seu cartão.');
    expect(within(statusPanel() as HTMLElement).getByText('Pagamento pendente')).toBeVisible();
    // Nothing to subscribe to: the plan is still theirs, its renewal is what is pending.
    const plan = within(planCard() as HTMLElement);
    expect(plan.getByText('Premium Mensal')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Pagamento pendente' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Assinar' })).not.toBeInTheDocument();

    const historyCalls = callsTo(fetchMock, HISTORY_URL).length;
    await user.click(within(alert).getByRole('button', { name: 'Trocar cartão' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 99,90 agora' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(statusPanel() as HTMLElement).getByText('Ativo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(statusPanel() as HTMLElement).getByText('Cartão Visa terminado em 0010'),
    ).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Pagamento aprovado');
    await waitFor(() =>
      expect(callsTo(fetchMock, HISTORY_URL).length).toBeGreaterThan(historyCalls),
    );
    // The alert's button, which opened the dialog, is gone: the focus is on the status.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it("opens 'Trocar cartão' from /billing?cartao, and leaves the address when closed", async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(renewingPlan) });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <BillingPage />
        <Address />
      </>,
      { path: '/billing?cartao', state: { from: '/board/b-42' } },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Trocar cartão' });
    expect(dialog).toHaveAccessibleDescription(
      'Nenhuma cobrança será feita agora. As próximas renovações usarão este cartão.',
    );
    expect(within(dialog).getByRole('button', { name: 'Salvar cartão' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(/^\/billing$/);
    // Still the way back to the board it came from.
    expect(screen.getByRole('link', { name: 'Voltar ao workspace' })).toHaveAttribute(
      'href',
      '/board/b-42',
    );
    // Nothing had the focus before the link opened it: it lands on the status.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it("opens 'Trocar cartão' of a past-due plan from the link, ready to pay", async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(pastDuePlan) });
    renderWithProviders(<BillingPage />, { path: '/billing?cartao' });
    const dialog = await screen.findByRole('dialog', { name: 'Trocar cartão' });
    expect(within(dialog).getByRole('button', { name: 'Pagar R$ 99,90 agora' })).toBeEnabled();
  });

  it('says there is no plan when the link is followed after it ended', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(canceled) });
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <BillingPage />
        <Address />
      </>,
      { path: '/billing?cartao' },
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Não há assinatura em andamento para trocar o cartão. Assine o Plano Profissional.',
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(/^\/billing$/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assinar' })).toBeEnabled();
  });

  it("opens 'Trocar cartão' from the panel and gives the focus back to its button", async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(renewingPlan) });
    const user = userEvent.setup();
    renderPage();
    const open = await screen.findByRole('button', { name: 'Trocar cartão' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("offers 'Simular renovação' in the sandbox, and shows a declined renewal as pending", async () => {
    let current: SubscriptionStatus = renewingPlan;
    stubBilling({
      [STATUS_URL]: () => jsonResponse(current),
      'POST /v1/payments/sandbox/renew': () => {
        current = pastDuePlan;
        return jsonResponse(pastDuePlan);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Simular renovação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não conseguimos cobrar seu cartão. Vamos tentar de novo em 21/12/2026.',
    );
    expect(within(statusPanel() as HTMLElement).getByText('Pagamento pendente')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Simular renovação' })).not.toBeInTheDocument();
  });
});

describe('BillingPage, Pix', () => {
  const pix = pixPayment();
  /** A checkout's Pix left open, the trial still running. */
  const waitingPix: SubscriptionStatus = {
    ...trialing(5),
    pendingPix: {
      paymentId: pix.id,
      copyPaste: pix.pix?.copyPaste ?? '',
      expiresAt: pix.pix?.expiresAt ?? '',
    },
  };
  const pendingRow = paymentItem({
    id: pix.id,
    method: 'pix',
    status: 'pending',
    paidAt: null,
    periodStart: null,
    periodEnd: null,
    brand: null,
    last4: null,
  });
  const paidRow = { ...pendingRow, status: 'paid' as const, paidAt: '2026-11-20T15:00:00.000Z' };
  const activePix: SubscriptionStatus = { ...pixPlan, trialEndsAt: waitingPix.trialEndsAt };

  it("'Ver Pix' shows the Pix waiting, sees it paid, and the page is 'Ativo'", async () => {
    let current = waitingPix;
    let payments = [pendingRow];
    stubBilling({
      [STATUS_URL]: () => jsonResponse(current),
      [HISTORY_URL]: () => jsonResponse({ payments, nextCursor: null }),
      [paymentUrl(pix.id)]: () => jsonResponse({ payment: pix }),
      [sandboxPixPayUrl(pix.id)]: () => {
        current = activePix;
        payments = [paidRow];
        return jsonResponse({ payment: paidPix(pix) });
      },
    });
    const user = userEvent.setup();
    renderPage();

    const region = await screen.findByRole('region', { name: 'Pix aguardando pagamento' });
    expect(region).toHaveTextContent('R$ 99,90');
    expect(await screen.findByText('Aguardando Pix')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Ver Pix' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pague com Pix' });
    expect(await within(dialog).findByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    expect(within(dialog).getByLabelText('Código Pix copia e cola')).toHaveValue(
      pix.pix?.copyPaste,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simular pagamento' }));
    expect(await within(dialog).findByText('Pagamento confirmado!')).toBeInTheDocument();

    // Behind it (hidden from the accessibility tree while it is open), the page already follows.
    const panelBehind = () =>
      screen
        .getByRole('heading', { name: 'Status da assinatura', hidden: true })
        .closest('div.rounded-2xl') as HTMLElement;
    await waitFor(() => expect(within(panelBehind()).getByText('Ativo')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pix aguardando pagamento' })).toBeNull();
    expect(within(statusPanel() as HTMLElement).getByText('Válido até')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver recibo' })).toBeInTheDocument();
    // 'Ver Pix' is gone with its alert: the focus waits on the status.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });

  it("an expired Pix: 'Gerar novo Pix' opens the checkout on Pix", async () => {
    stubBilling({
      [STATUS_URL]: () => jsonResponse(waitingPix),
      [paymentUrl(pix.id)]: () => jsonResponse({ payment: expiredPix(pix) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Ver Pix' }));
    await user.click(await screen.findByRole('button', { name: 'Gerar novo Pix' }));
    const checkout = await screen.findByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(within(checkout).getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Pague com Pix' })).not.toBeInTheDocument();
    await waitFor(() => expect(checkout).toContainElement(document.activeElement as HTMLElement));
  });

  it('opens the checkout on Pix while a Pix checkout waits', async () => {
    stubBilling({ [STATUS_URL]: () => jsonResponse(waitingPix) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Começar Agora' }));
    const checkout = await screen.findByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(within(checkout).getByRole('radio', { name: 'Pix' })).toBeChecked();
  });

  it('tells a plan paid by Pix from the history, drawing its rows once it knows', async () => {
    let answerHistory: (response: Response) => void = () => {};
    stubBilling({
      [STATUS_URL]: () => jsonResponse(activePix),
      [HISTORY_URL]: () => new Promise<Response>((resolve) => (answerHistory = resolve)),
    });
    renderPage();

    // The status alone cannot tell Pix from a card plan with no saved card.
    await waitFor(() => expect(screen.getAllByText('Carregando...').length).toBeGreaterThan(0));
    expect(screen.queryByText('Fim do período atual')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Status da assinatura' })).toBeNull();

    answerHistory(jsonResponse({ payments: [paidRow], nextCursor: null }));
    const panel = within(
      (await screen.findByRole('heading', { name: 'Status da assinatura' })).closest(
        'div.rounded-2xl',
      ) as HTMLElement,
    );
    expect(panel.getByText('Válido até')).toBeInTheDocument();
    expect(panel.getByText('Pix')).toBeInTheDocument();
    expect(screen.queryByText('Fim do período atual')).not.toBeInTheDocument();
  });

  it('shows a plan with no card as it can when the history fails', async () => {
    stubBilling({
      [STATUS_URL]: () => jsonResponse(activePix),
      [HISTORY_URL]: () => jsonResponse({ error: 'Erro', code: 'INTERNAL_ERROR' }, 500),
    });
    renderPage();
    expect(await screen.findByText('Fim do período atual')).toBeInTheDocument();
    expect(screen.queryByText('Forma de pagamento')).not.toBeInTheDocument();
  });
});
