import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { maria } from '../testing/billing-fixtures';
import {
  declinedPayment,
  HISTORY_URL,
  historyPageUrl,
  noPayments,
  paymentItem,
} from '../testing/payment-fixtures';
import { PaymentHistory } from './payment-history';

const NEXT_CURSOR = '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d00ff';

function renderHistory() {
  return renderWithProviders(<PaymentHistory planName="Plano Profissional" />, {
    path: '/billing',
  });
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('PaymentHistory', () => {
  it("names Pix as the method, and a Pix's waiting, expired and refunded states in words", async () => {
    const pix = { method: 'pix', brand: null, last4: null } as const;
    const unpaid = { paidAt: null, periodStart: null, periodEnd: null };
    stubFetch({
      [HISTORY_URL]: () =>
        jsonResponse({
          payments: [
            paymentItem({
              ...pix,
              ...unpaid,
              id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0101',
              status: 'pending',
            }),
            paymentItem({
              ...pix,
              ...unpaid,
              id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0102',
              status: 'expired',
            }),
            paymentItem({ ...pix, id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0103', status: 'refunded' }),
            paymentItem({ ...pix, id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0104' }),
            paymentItem({
              ...unpaid,
              id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0105',
              status: 'pending',
            }),
          ],
          nextCursor: null,
        }),
    });
    renderHistory();
    await screen.findByRole('list');
    const [waiting, expired, refunded, paid, analysed] = rows().map((row) => within(row));
    if (!waiting || !expired || !refunded || !paid || !analysed) throw new Error('five rows');

    for (const row of [waiting, expired, refunded, paid]) {
      expect(row.getByText('Pix')).toBeInTheDocument();
      expect(row.queryByText(/Cartão/)).not.toBeInTheDocument();
    }
    expect(waiting.getByText('Aguardando Pix')).toBeInTheDocument();
    expect(expired.getByText('Expirado')).toBeInTheDocument();
    expect(refunded.getByText('Estornado')).toBeInTheDocument();
    expect(paid.getByText('Pago')).toBeInTheDocument();
    // Only a paid one has a receipt.
    expect(paid.getByRole('link', { name: 'Ver recibo' })).toBeInTheDocument();
    for (const row of [waiting, expired, refunded])
      expect(row.queryByRole('link', { name: 'Ver recibo' })).not.toBeInTheDocument();
    // A card's pending payment is still under analysis.
    expect(analysed.getByText('Em análise')).toBeInTheDocument();
    expect(analysed.getByText('Cartão Visa •••• 0010')).toBeInTheDocument();
  });

  it('lists the payments newest first: a paid one with its receipt, a declined one without', async () => {
    stubFetch({
      [HISTORY_URL]: () =>
        jsonResponse({ payments: [paymentItem(), declinedPayment], nextCursor: null }),
    });
    renderHistory();

    expect(
      screen.getByRole('heading', { name: 'Histórico de pagamentos', level: 2 }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Histórico de pagamentos' })).toBeInTheDocument();
    await screen.findByRole('list');
    const [paid, declined] = rows().map((row) => within(row));
    if (!paid || !declined) throw new Error('two rows expected');

    expect(paid.getByText('20/11/2026')).toBeInTheDocument();
    expect(paid.getByText('Plano Profissional')).toBeInTheDocument();
    expect(paid.getByText('20/11/2026 a 20/12/2026')).toBeInTheDocument();
    expect(paid.getByText('R$ 99,90')).toBeInTheDocument();
    expect(paid.getByText('Cartão Visa •••• 0010')).toBeInTheDocument();
    expect(paid.getByText('Pago')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      `/billing/recibos/${paymentItem().id}`,
    );

    expect(declined.getByText('19/11/2026')).toBeInTheDocument();
    expect(declined.getByText('Cartão Mastercard •••• 0044')).toBeInTheDocument();
    expect(declined.getByText('Recusado')).toBeInTheDocument();
    expect(declined.queryByText(/ a /)).not.toBeInTheDocument();
    expect(declined.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says a pending payment is being reviewed, and offers no receipt', async () => {
    stubFetch({
      [HISTORY_URL]: () =>
        jsonResponse({
          payments: [paymentItem({ status: 'pending', paidAt: null, periodStart: null })],
          nextCursor: null,
        }),
    });
    renderHistory();
    expect(await screen.findByText('Em análise')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver recibo' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    stubFetch({ [HISTORY_URL]: () => jsonResponse(noPayments) });
    renderHistory();
    expect(await screen.findByText('Nenhum pagamento ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads older payments on demand and moves the focus to the first of them', async () => {
    const older = paymentItem({
      id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0003',
      paidAt: '2026-10-20T15:00:00.000Z',
      periodStart: '2026-10-20T15:00:00.000Z',
      periodEnd: '2026-11-20T15:00:00.000Z',
    });
    stubFetch({
      [HISTORY_URL]: () =>
        jsonResponse({ payments: [paymentItem(), declinedPayment], nextCursor: NEXT_CURSOR }),
      [historyPageUrl(NEXT_CURSOR)]: () => jsonResponse({ payments: [older], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderHistory();

    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByText('20/10/2026 a 20/11/2026')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await waitFor(() => expect(rows()[2]).toHaveFocus());
  });

  it('says the history could not load, and retries', async () => {
    let attempt = 0;
    stubFetch({
      [HISTORY_URL]: () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Erro interno do servidor', code: 'INTERNAL_ERROR' }, 500)
          : jsonResponse({ payments: [paymentItem()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderHistory();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar o histórico de pagamentos',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Cartão Visa •••• 0010')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the payments shown when an older page fails, and tries that page again', async () => {
    let attempt = 0;
    stubFetch({
      [HISTORY_URL]: () => jsonResponse({ payments: [paymentItem()], nextCursor: NEXT_CURSOR }),
      [historyPageUrl(NEXT_CURSOR)]: () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Erro interno do servidor', code: 'INTERNAL_ERROR' }, 500)
          : jsonResponse({ payments: [declinedPayment], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderHistory();

    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar o histórico de pagamentos',
    );
    expect(screen.getByText('Cartão Visa •••• 0010')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Recusado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
