import type { PaymentState } from '@quadro/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PIX_POLL_MS } from '../api/get-payment';
import { maria } from '../testing/billing-fixtures';
import {
  expiredPix,
  paidPix,
  paymentUrl,
  PIX_COPY_PASTE,
  pixPayment,
  sandboxPixPayUrl,
} from '../testing/payment-fixtures';
import { PixPayment } from './pix-payment';

const MINUTE = 60_000;

type FetchMock = ReturnType<typeof stubFetch>;
const calls = (fetchMock: FetchMock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

function renderPix(
  payment: PaymentState,
  { sandbox = true, onRenew = vi.fn<() => Promise<void>>() } = {},
) {
  const onPaid = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <PixPayment
      paymentId={payment.id}
      planName="Plano Profissional"
      sandbox={sandbox}
      onRenew={onRenew}
      onPaid={onPaid}
      onDone={onDone}
    />,
  );
  return { ...rendered, onPaid, onDone, onRenew };
}

/** The server's answers for the payment, in turn; the last one repeats. */
function answering(...states: PaymentState[]) {
  let next = 0;
  return () => {
    const state = states[Math.min(next, states.length - 1)];
    next += 1;
    return jsonResponse({ payment: state });
  };
}

const codeField = () => screen.getByLabelText('Código Pix copia e cola');
const copyStatus = () =>
  screen
    .getAllByRole('status')
    .find((status) => /Código copiado|Copie o código/.test(status.textContent ?? ''));

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('PixPayment, waiting', () => {
  it('shows the QR code, the copia-e-cola, the amount and the time left, with the focus on it', async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    renderPix(payment);

    const qr = await screen.findByRole('img', { name: 'QR code do Pix' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(codeField()).toHaveValue(PIX_COPY_PASTE);
    expect(codeField()).toHaveAttribute('readonly');
    expect(screen.getByText('R$ 99,90')).toBeInTheDocument();
    expect(screen.getByText(/^Expira em (30:00|29:5\d)$/)).toBeInTheDocument();
    expect(screen.getByText('Aguardando pagamento...')).toBeInTheDocument();
    expect(screen.getByText(/Abra o app do seu banco/).parentElement).toHaveFocus();
  });

  it('counts down every second, but tells a screen reader only at milestones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = pixPayment({}, Date.now() - 9 * MINUTE - 57_000); // 20:03 left
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    renderPix(payment);

    const countdown = await screen.findByText(/^Expira em 20:0\d$/);
    const announcer = screen
      .getAllByRole('status')
      .find((status) => status.classList.contains('sr-only'));
    expect(announcer).toBeDefined();
    expect(announcer).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(countdown).toHaveTextContent(/^Expira em 19:5\d$/);
    expect(announcer).toHaveTextContent('Faltam menos de 20 minutos para o Pix expirar');
    const said = announcer?.textContent;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(countdown).toHaveTextContent(/^Expira em 19:5\d$/);
    // The same words: nothing new is announced while the seconds go by.
    expect(announcer?.textContent).toBe(said);
  });

  it('says until when a Pix valid for days can be paid, instead of a countdown', async () => {
    const payment = pixPayment({
      pix: { copyPaste: PIX_COPY_PASTE, expiresAt: '2099-12-20T15:00:00.000Z' },
    });
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    renderPix(payment);
    expect(await screen.findByText('Pague até 20/12/2099 às 12:00')).toBeInTheDocument();
    expect(screen.queryByText(/Expira em/)).not.toBeInTheDocument();
  });

  it("copies the code and says so politely: 'Código copiado'", async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    const user = userEvent.setup();
    renderPix(payment);

    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(copyStatus()).toHaveTextContent('Código copiado'));
    expect(await navigator.clipboard.readText()).toBe(PIX_COPY_PASTE);
  });

  it('selects the code for the person to copy where the clipboard is not available', async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderPix(payment);

    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(copyStatus()).toHaveTextContent('Copie o código selecionado'));
    const field = codeField() as HTMLTextAreaElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, PIX_COPY_PASTE.length]);
  });

  it('selects the code too when the browser refuses the copy', async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPix(payment);

    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(copyStatus()).toHaveTextContent('Copie o código selecionado'));
  });
});

describe('PixPayment, followed live', () => {
  it('asks every couple of seconds, and shows the payment confirmed the moment it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = pixPayment();
    const fetchMock = stubFetch({
      [paymentUrl(payment.id)]: answering(payment, payment, paidPix(payment)),
    });
    const { onPaid, onDone, queryClient } = renderPix(payment);
    await screen.findByRole('img', { name: 'QR code do Pix' });
    queryClient.setQueryData(queryKeys.subscriptionStatus(), { status: 'trialing' });
    queryClient.setQueryData(queryKeys.paymentHistory(), { pages: [], pageParams: [] });

    await act(() => vi.advanceTimersByTimeAsync(PIX_POLL_MS));
    expect(screen.queryByText('Pagamento confirmado!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PIX_POLL_MS));

    const confirmed = await screen.findByText('Pagamento confirmado!');
    expect(screen.getByText('Sua assinatura do Plano Profissional está ativa.')).toBeVisible();
    expect(confirmed.parentElement).toHaveFocus();
    expect(onPaid).toHaveBeenCalledOnce();
    // The page behind shows the plan and its new line at once.
    expect(queryClient.getQueryState(queryKeys.subscriptionStatus())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.paymentHistory())?.isInvalidated).toBe(true);

    // Paid: no more asking.
    const asked = calls(fetchMock, paymentUrl(payment.id)).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * PIX_POLL_MS));
    expect(calls(fetchMock, paymentUrl(payment.id))).toHaveLength(asked);

    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Concluir' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("says 'Este Pix expirou' and offers a new one", async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(expiredPix(payment)) });
    const user = userEvent.setup();
    const onRenew = vi.fn<() => Promise<void>>().mockResolvedValue();
    renderPix(payment, { onRenew });

    const expired = await screen.findByText('Este Pix expirou');
    expect(expired.parentElement).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'QR code do Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(onRenew).toHaveBeenCalledOnce();
  });

  it('asks at once when the countdown reaches zero, rather than at the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = pixPayment({}, Date.now() - 30 * MINUTE + 1500); // 1.5 s left
    const fetchMock = stubFetch({
      [paymentUrl(payment.id)]: answering(payment, expiredPix(payment)),
    });
    renderPix(payment);
    await screen.findByRole('img', { name: 'QR code do Pix' });
    const asked = calls(fetchMock, paymentUrl(payment.id)).length;

    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(calls(fetchMock, paymentUrl(payment.id)).length).toBeGreaterThan(asked);
    expect(await screen.findByText('Este Pix expirou')).toBeInTheDocument();
  });

  it("says why 'Gerar novo Pix' failed, and lets it be tried again", async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(expiredPix(payment)) });
    const user = userEvent.setup();
    const onRenew = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue();
    renderPix(payment, { onRenew });

    await user.click(await screen.findByRole('button', { name: 'Gerar novo Pix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao gerar o Pix');
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(onRenew).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says a refunded Pix can no longer be paid', async () => {
    const payment = pixPayment();
    stubFetch({
      [paymentUrl(payment.id)]: answering({ ...payment, status: 'refunded', pix: null }),
    });
    renderPix(payment);
    expect(await screen.findByText('Este Pix não pode mais ser pago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo Pix' })).toBeEnabled();
  });

  it('says a failed load, and loads again on request', async () => {
    const payment = pixPayment();
    let fail = true;
    stubFetch({
      [paymentUrl(payment.id)]: () =>
        fail
          ? jsonResponse({ error: 'Pagamento não encontrado', code: 'NOT_FOUND' }, 404)
          : jsonResponse({ payment }),
    });
    const user = userEvent.setup();
    renderPix(payment);

    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento não encontrado');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();
  });

  it('keeps the code on screen when a check fails, and says it is trying again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const payment = pixPayment();
    let offline = false;
    stubFetch({
      [paymentUrl(payment.id)]: () =>
        offline ? Promise.reject(new TypeError('offline')) : jsonResponse({ payment }),
    });
    renderPix(payment);
    await screen.findByRole('img', { name: 'QR code do Pix' });

    offline = true;
    await act(() => vi.advanceTimersByTimeAsync(PIX_POLL_MS));
    expect(
      await screen.findByText('Não conseguimos verificar o pagamento agora. Tentando de novo...'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue(PIX_COPY_PASTE);
  });
});

describe("PixPayment, the sandbox's 'Simular pagamento'", () => {
  it('is only offered in the sandbox', async () => {
    const payment = pixPayment();
    stubFetch({ [paymentUrl(payment.id)]: answering(payment) });
    renderPix(payment, { sandbox: false });
    await screen.findByRole('img', { name: 'QR code do Pix' });
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();
  });

  it('pays the Pix as a bank would, and the screen sees it paid through the same path', async () => {
    const payment = pixPayment();
    const fetchMock = stubFetch({
      [paymentUrl(payment.id)]: answering(payment),
      [sandboxPixPayUrl(payment.id)]: () => jsonResponse({ payment: paidPix(payment) }),
    });
    const user = userEvent.setup();
    const { onPaid } = renderPix(payment);

    expect(await screen.findByText(/o botão faz o papel do banco/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Pagamento confirmado!')).toBeInTheDocument();
    expect(calls(fetchMock, sandboxPixPayUrl(payment.id))).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal, and follows the Pix to its real state", async () => {
    const payment = pixPayment();
    stubFetch({
      [paymentUrl(payment.id)]: answering(payment, expiredPix(payment)),
      [sandboxPixPayUrl(payment.id)]: () =>
        jsonResponse(
          { error: 'Este Pix expirou. Gere um novo para pagar.', code: 'PIX_EXPIRED' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderPix(payment);

    await user.click(await screen.findByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Este Pix expirou')).toBeInTheDocument();
  });
});
