import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { maria } from '../testing/billing-fixtures';
import { receipt, receiptUrl } from '../testing/payment-fixtures';
import { ReceiptPage } from './receipt-page';

function renderReceipt(paymentId = receipt.id) {
  return renderWithProviders(<ReceiptPage paymentId={paymentId} />, {
    path: `/billing/recibos/${paymentId}`,
  });
}

const backLink = () => screen.getByRole('link', { name: 'Voltar à assinatura' });

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('ReceiptPage', () => {
  it("says 'Forma de pagamento: Pix' for a Pix", async () => {
    const pixReceipt = { ...receipt, method: 'pix' as const, brand: null, last4: null };
    stubFetch({ [receiptUrl(receipt.id)]: () => jsonResponse({ receipt: pixReceipt }) });
    renderReceipt();
    const document = within(await screen.findByRole('article', { name: 'Recibo de pagamento' }));
    expect(document.getByText('Forma de pagamento: Pix')).toBeInTheDocument();
    expect(document.queryByText(/Cartão/)).not.toBeInTheDocument();
  });

  it('shows every field of the receipt, in pt-BR and São Paulo time', async () => {
    stubFetch({ [receiptUrl(receipt.id)]: () => jsonResponse({ receipt }) });
    renderReceipt();

    expect(
      await screen.findByRole('heading', { name: 'Recibo de pagamento', level: 1 }),
    ).toBeInTheDocument();
    const document = within(screen.getByRole('article', { name: 'Recibo de pagamento' }));
    for (const text of [
      'Quadro',
      'Recebemos de Maria da Silva',
      'CPF ***.982.247-**',
      'Referente a: Plano Profissional — 20/11/2026 a 20/12/2026',
      'Valor: R$ 99,90',
      'Forma de pagamento: Cartão Visa terminado em 0010',
      'Pago em 20/11/2026 às 12:00',
      `Número do recibo: ${receipt.id}`,
    ])
      expect(document.getByText(text)).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/billing');
  });

  it('leaves out what an older payment did not record', async () => {
    stubFetch({
      [receiptUrl(receipt.id)]: () =>
        jsonResponse({
          receipt: { ...receipt, customerDocument: null, periodStart: null, brand: null },
        }),
    });
    renderReceipt();

    expect(await screen.findByText('Referente a: Plano Profissional')).toBeInTheDocument();
    expect(screen.queryByText(/^CPF/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Forma de pagamento: Cartão de crédito terminado em 0010'),
    ).toBeInTheDocument();
  });

  it('prints, with the buttons and the header hidden on paper', async () => {
    stubFetch({ [receiptUrl(receipt.id)]: () => jsonResponse({ receipt }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderReceipt();

    const button = await screen.findByRole('button', { name: 'Imprimir' });
    expect(button.closest('.print\\:hidden')).not.toBeNull();
    expect(backLink().closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByRole('banner').closest('.print\\:hidden')).not.toBeNull();
    expect(screen.getByText('Valor: R$ 99,90').closest('.print\\:hidden')).toBeNull();

    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('says the payment was not found (not ours, or not paid), with the way back', async () => {
    stubFetch({
      [receiptUrl(receipt.id)]: () =>
        jsonResponse({ error: 'Pagamento não encontrado', code: 'NOT_FOUND' }, 404),
    });
    renderReceipt();

    expect(
      await screen.findByRole('heading', { name: 'Pagamento não encontrado' }),
    ).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Valor:/)).not.toBeInTheDocument();
  });

  it('says the receipt could not load, and retries', async () => {
    let attempt = 0;
    stubFetch({
      [receiptUrl(receipt.id)]: () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Erro interno do servidor', code: 'INTERNAL_ERROR' }, 500)
          : jsonResponse({ receipt }),
    });
    const user = userEvent.setup();
    renderReceipt();

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar o recibo');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Valor: R$ 99,90')).toBeInTheDocument();
  });
});
