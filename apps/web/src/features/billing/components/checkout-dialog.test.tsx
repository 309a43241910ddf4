import type { SubscriptionStatus } from '@quadro/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SUBSCRIBE_RETRY_DELAY_MS } from '../api/subscribe';
import { BillingPage } from './billing-page';
import { CHECKOUT_SUCCESS_MS, CHECKOUT_VALIDATING_MS, CheckoutDialog } from './checkout-dialog';
import { expectedCheckoutPayload, maria } from '../testing/billing-fixtures';
import {
  expiredPix,
  HISTORY_URL,
  paidPix,
  paymentItem,
  paymentUrl,
  pixPayment,
  sandboxPixPayUrl,
} from '../testing/payment-fixtures';

const SUBSCRIBE = 'POST /v1/payments/subscribe';
const STATUS = 'GET /v1/payments/subscription-status';
const postalCode = (code: string) => `GET /v1/payments/postal-code/${code}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const nextYear = new Date().getFullYear() + 1;

const trialing: SubscriptionStatus = {
  hasSubscription: false,
  status: 'trialing',
  isTrialing: true,
  trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
  currentPlan: null,
  currentPeriodEnd: null,
  renews: false,
  card: null,
  pastDueSince: null,
  nextRetryAt: null,
  pendingPix: null,
};
const active: SubscriptionStatus = {
  hasSubscription: true,
  status: 'active',
  isTrialing: false,
  trialEndsAt: trialing.trialEndsAt,
  currentPlan: 'MONTHLY',
  currentPeriodEnd: '2026-12-20T12:00:00.000Z',
  renews: true,
  card: { brand: 'visa', last4: '0010' },
  pastDueSince: null,
  nextRetryAt: null,
  pendingPix: null,
};

const paulista = {
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const declined = () =>
  jsonResponse(
    {
      error: 'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
      code: 'PAYMENT_DECLINED',
    },
    402,
  );

type FetchMock = ReturnType<typeof stubFetch>;

function calls(fetchMock: FetchMock, key: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
}

function sentHeaders(fetchMock: FetchMock) {
  return calls(fetchMock, SUBSCRIBE).map(([, init]) => init?.headers as Record<string, string>);
}

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: 'Confirmar pagamento' });

function renderCheckout({
  sandbox = true,
  initialMethod,
}: { sandbox?: boolean; initialMethod?: 'credit_card' | 'pix' } = {}) {
  const onClose = vi.fn();
  const onSubscribed = vi.fn();
  const { queryClient } = renderWithProviders(
    <CheckoutDialog
      planName="Plano Profissional"
      priceCents={9990}
      sandbox={sandbox}
      initialMethod={initialMethod}
      onClose={onClose}
      onSubscribed={onSubscribed}
    />,
  );
  return { onClose, onSubscribed, queryClient };
}

type User_ = ReturnType<typeof userEvent.setup>;

/** The customer and address a Pix checkout asks for, valid. */
async function fillCustomer(user: User_) {
  await user.type(field('CPF'), '52998224725');
  await user.type(field('Telefone (opcional)'), '11987654321');
  await user.type(field('CEP'), '01310100');
  await user.type(field('Rua'), 'Avenida Paulista');
  await user.type(field('Bairro'), 'Bela Vista');
  await user.type(field('Cidade'), 'São Paulo');
  await user.selectOptions(field('Estado'), 'SP');
  await user.type(field('Número'), '1000');
}

/** Everything valid; the CEP's lookup answers 404 (ignored) unless a test stubs it and says so. */
async function fillValidForm(user: User_, { cpf = '52998224725', addressFromLookup = false } = {}) {
  await user.type(field('CPF'), cpf);
  await user.type(field('Telefone (opcional)'), '11987654321');
  await user.type(field('CEP'), '01310100');
  if (addressFromLookup) {
    await waitFor(() => expect(field('Estado')).toHaveValue('SP'));
  } else {
    await user.type(field('Rua'), 'Avenida Paulista');
    await user.type(field('Bairro'), 'Bela Vista');
    await user.type(field('Cidade'), 'São Paulo');
    await user.selectOptions(field('Estado'), 'SP');
  }
  await user.type(field('Número'), '1000');
  await user.type(field('Número do cartão'), '4000000000000010');
  await user.type(field('Nome no cartão'), 'maria da silva');
  await user.selectOptions(field('Mês de validade'), '12');
  await user.selectOptions(field('Ano de validade'), String(nextYear));
  await user.type(field('CVV'), '123');
}

const expectedPayload = expectedCheckoutPayload({
  holderName: 'MARIA DA SILVA',
  expYear: nextYear,
});

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuthStore.getState().logout();
});

describe('CheckoutDialog', () => {
  it('prefills the user, labels every field with its autocomplete, and lists the test cards', () => {
    stubFetch();
    renderCheckout();

    const dialog = screen.getByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(dialog).toHaveAccessibleDescription('Plano Profissional · R$ 99,90/mês');
    expect(field('Nome completo')).toHaveValue('Maria da Silva');
    expect(field('Email')).toHaveValue('maria@example.com');
    expect(within(dialog).getByRole('region', { name: 'Ambiente de teste' })).toBeInTheDocument();
    const autocomplete = {
      'Nome completo': 'name',
      Email: 'email',
      'Telefone (opcional)': 'tel-national',
      CEP: 'postal-code',
      Rua: 'address-line1',
      Bairro: 'address-level3',
      Cidade: 'address-level2',
      Estado: 'address-level1',
      'Número do cartão': 'cc-number',
      'Nome no cartão': 'cc-name',
      'Mês de validade': 'cc-exp-month',
      'Ano de validade': 'cc-exp-year',
      CVV: 'cc-csc',
    };
    for (const [label, token] of Object.entries(autocomplete))
      expect(field(label)).toHaveAttribute('autocomplete', token);
    expect(field('Número do cartão')).toHaveAttribute('inputmode', 'numeric');
    expect(within(field('Estado')).getAllByRole('option')).toHaveLength(28);
    expect(within(field('Mês de validade')).getAllByRole('option')).toHaveLength(13);
    const years = within(field('Ano de validade'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => Number(option.getAttribute('value')));
    expect(years).toHaveLength(10);
    expect(years[0]).toBe(new Date().getFullYear());
  });

  it('hides the test cards outside the sandbox', () => {
    stubFetch();
    renderCheckout({ sandbox: false });
    expect(screen.queryByRole('region', { name: 'Ambiente de teste' })).not.toBeInTheDocument();
  });

  it('masks what is typed', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await user.type(field('CPF'), '52998224725999');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('CPF')).toHaveAttribute('maxlength', '14');

    await user.type(field('Telefone (opcional)'), '11987654321');
    expect(field('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
    expect(field('Telefone (opcional)')).toHaveAttribute('maxlength', '15');

    await user.type(field('CEP'), '01310-100');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('CEP')).toHaveAttribute('maxlength', '9');

    await user.type(field('Número do cartão'), '4000a0000b00000010');
    expect(field('Número do cartão')).toHaveValue('4000 0000 0000 0010');
    expect(field('Número do cartão')).toHaveAttribute('maxlength', '19');

    await user.type(field('Nome no cartão'), 'maria da silva');
    expect(field('Nome no cartão')).toHaveValue('MARIA DA SILVA');

    await user.type(field('CVV'), '1a2b345');
    expect(field('CVV')).toHaveValue('1234');
  });

  it('keeps the caret where the user edits inside a masked value', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();
    const cpf = field('CPF') as HTMLInputElement;

    await user.type(cpf, '5299224725');
    expect(cpf).toHaveValue('529.922.472-5');
    // Back to just after '529.9', then type the missing 8 there.
    await user.type(cpf, '8', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(cpf).toHaveValue('529.982.247-25');
    expect(cpf.selectionStart).toBe(6);
  });

  it('says CPF inválido when the field is left with a bad CPF, and clears it once fixed', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await user.click(field('CPF'));
    await user.tab();
    expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument();

    await user.type(field('CPF'), '12345678900');
    await user.tab();
    expect(await screen.findByText('CPF inválido')).toHaveAttribute(
      'id',
      'checkout-document-error',
    );
    expect(field('CPF')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CPF')).toHaveAttribute('aria-describedby', 'checkout-document-error');

    await user.clear(field('CPF'));
    await user.type(field('CPF'), '52998224725');
    await waitFor(() => expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument());
    expect(field('CPF')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses to pay with a bad CPF: field and form errors, nothing sent', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await fillValidForm(user, { cpf: '11111111111' });
    await user.click(submitButton());

    expect(await screen.findByText('Por favor, corrija o CPF informado')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();
    expect(field('CPF')).toHaveFocus();
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(0);
  });

  it('focuses the first wrong field in reading order, the CPF before the CEP', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await user.click(submitButton());

    expect(await screen.findByText('CEP é obrigatório')).toBeInTheDocument();
    expect(field('CPF')).toHaveFocus();
  });

  it('shows what is missing in an empty form, without the CPF form error for other fields', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await user.type(field('CPF'), '52998224725');
    await user.click(submitButton());

    expect(await screen.findByText('CEP é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Selecione o estado')).toBeInTheDocument();
    expect(screen.getByText('Número do cartão é obrigatório')).toBeInTheDocument();
    expect(screen.queryByText('Telefone inválido: use DDD e número')).not.toBeInTheDocument();
    expect(screen.queryByText('Por favor, corrija o CPF informado')).not.toBeInTheDocument();
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(0);
  });

  it('fills the address from the CEP through our own API', async () => {
    const fetchMock = stubFetch({ [postalCode('01310100')]: () => jsonResponse(paulista) });
    const user = userEvent.setup();
    renderCheckout();

    await user.type(field('CEP'), '01310100');

    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(calls(fetchMock, postalCode('01310100'))).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/v1/'))).toBe(true);

    // Still editable.
    await user.clear(field('Rua'));
    await user.type(field('Rua'), 'Rua Augusta');
    expect(field('Rua')).toHaveValue('Rua Augusta');
  });

  it.each([
    [
      'unknown (404)',
      () => jsonResponse({ error: 'CEP não encontrado', code: 'POSTAL_CODE_NOT_FOUND' }, 404),
    ],
    [
      'unavailable (503)',
      () => jsonResponse({ error: 'Indisponível', code: 'POSTAL_CODE_UNAVAILABLE' }, 503),
    ],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('changes nothing when the CEP lookup fails: %s', async (_, answer) => {
    const fetchMock = stubFetch({ [postalCode('01310100')]: answer });
    const user = userEvent.setup();
    renderCheckout();

    await user.type(field('Rua'), 'Rua Antiga');
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(calls(fetchMock, postalCode('01310100'))).toHaveLength(1));

    expect(field('Rua')).toHaveValue('Rua Antiga');
    expect(field('Bairro')).toHaveValue('');
    expect(field('Cidade')).toHaveValue('');
    expect(field('Estado')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field('Cidade'), 'Santos');
    expect(field('Cidade')).toHaveValue('Santos');
  });

  it('keeps what the user typed while the lookup was on its way', async () => {
    const answer = deferred();
    stubFetch({ [postalCode('01310100')]: () => answer.promise });
    const user = userEvent.setup();
    renderCheckout();

    await user.type(field('CEP'), '01310100');
    await user.type(field('Rua'), 'Rua do Usuário');
    answer.resolve(jsonResponse(paulista));

    await waitFor(() => expect(field('Cidade')).toHaveValue('São Paulo'));
    expect(field('Rua')).toHaveValue('Rua do Usuário');
    expect(field('Bairro')).toHaveValue('Bela Vista');
  });

  it('drops an answer for a CEP that was changed meanwhile', async () => {
    const first = deferred();
    const fetchMock = stubFetch({ [postalCode('01310100')]: () => first.promise });
    const user = userEvent.setup();
    const { queryClient } = renderCheckout();

    await user.type(field('CEP'), '01310100');
    await user.clear(field('CEP'));
    // Its own lookup finds nothing (the stub's 404): only the stale answer could fill anything.
    await user.type(field('CEP'), '20040020');
    await waitFor(() => expect(calls(fetchMock, postalCode('20040020'))).toHaveLength(1));

    first.resolve(jsonResponse(paulista));
    // The stale answer has reached the client (its lookup resumes in the same task), so it was
    // weighed and dropped by the time this passes.
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.postalAddress('01310100'))).toEqual(paulista),
    );
    expect(field('Rua')).toHaveValue('');
    expect(field('Cidade')).toHaveValue('');
    expect(field('Estado')).toHaveValue('');
  });

  it('shows a declined payment inside the modal and keeps every field, CVV included', async () => {
    const fetchMock = stubFetch({ [SUBSCRIBE]: declined });
    const user = userEvent.setup();
    const { onClose, onSubscribed } = renderCheckout();

    await fillValidForm(user);
    await user.click(submitButton());

    const dialog = screen.getByRole('dialog', { name: 'Finalizar Assinatura' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    );
    expect(submitButton()).toBeEnabled();
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('Rua')).toHaveValue('Avenida Paulista');
    expect(field('Número do cartão')).toHaveValue('4000 0000 0000 0010');
    expect(field('Nome no cartão')).toHaveValue('MARIA DA SILVA');
    expect(field('Mês de validade')).toHaveValue('12');
    expect(field('CVV')).toHaveValue('123');
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubscribed).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert')).toHaveFocus();
  });

  it('is not thrown away by a click beside it', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { onClose } = renderCheckout();
    await user.type(field('CPF'), '52998224725');
    const overlay = document.querySelector<HTMLElement>('.fixed.inset-0');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    expect(field('CPF')).toHaveValue('529.982.247-25');
  });

  it('ends in success when another attempt already paid (409 ALREADY_SUBSCRIBED)', async () => {
    stubFetch({
      [SUBSCRIBE]: () =>
        jsonResponse(
          { error: 'Você já tem uma assinatura ativa', code: 'ALREADY_SUBSCRIBED' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Pagamento aprovado! Sua assinatura está ativa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a new Idempotency-Key for each click after a failure', async () => {
    let attempt = 0;
    const fetchMock = stubFetch({
      [SUBSCRIBE]: () => (++attempt === 1 ? new Response(null, { status: 500 }) : declined()),
    });
    const user = userEvent.setup();
    renderCheckout();

    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Erro ao processar pagamento')).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText(/Pagamento recusado pelo emissor/)).toBeInTheDocument();
    expect(screen.queryByText('Erro ao processar pagamento')).not.toBeInTheDocument();

    const [first, second] = sentHeaders(fetchMock).map((headers) => headers['Idempotency-Key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('retries a request that got no answer once, with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempt = 0;
    const fetchMock = stubFetch({
      [SUBSCRIBE]: () =>
        ++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(active),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onSubscribed } = renderCheckout();

    await fillValidForm(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_VALIDATING_MS + SUBSCRIBE_RETRY_DELAY_MS));

    expect(
      await screen.findByText('Pagamento aprovado! Sua assinatura está ativa.'),
    ).toBeInTheDocument();
    const keys = sentHeaders(fetchMock).map((headers) => headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_SUCCESS_MS));
    expect(onSubscribed).toHaveBeenCalledTimes(1);
  });

  it('sends one request for a double click', async () => {
    const fetchMock = stubFetch({ [SUBSCRIBE]: declined });
    const user = userEvent.setup();
    renderCheckout();

    await fillValidForm(user);
    await user.dblClick(submitButton());
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/Pagamento recusado pelo emissor/)).toBeInTheDocument();
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(1);
  });

  it('cannot be closed while the payment is on its way', async () => {
    const answer = deferred();
    stubFetch({ [SUBSCRIBE]: () => answer.promise });
    const user = userEvent.setup();
    const { onClose } = renderCheckout();

    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Processando pagamento...')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Finalizar Assinatura' })).toBeInTheDocument();
    answer.resolve(declined());
    expect(await screen.findByText(/Pagamento recusado pelo emissor/)).toBeInTheDocument();
  });
});

describe('checkout from the billing page', () => {
  it('pays: validating → processing → success, then closes and reloads the status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = trialing;
    let payments = [] as ReturnType<typeof paymentItem>[];
    const payment = deferred();
    const fetchMock = stubFetch({
      [STATUS]: () => jsonResponse(current),
      [HISTORY_URL]: () => jsonResponse({ payments, nextCursor: null }),
      [postalCode('01310100')]: () => jsonResponse(paulista),
      [SUBSCRIBE]: () => payment.promise,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<BillingPage />, { path: '/billing' });

    await user.click(await screen.findByRole('button', { name: 'Começar Agora' }));
    // Its code loads after the page's first paint; it takes pointers once it is the top layer.
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Assinatura' });
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    await fillValidForm(user, { addressFromLookup: true });
    await user.click(submitButton());

    const progress = await screen.findByText('Validando dados...');
    expect(progress).toHaveAttribute('role', 'status');
    expect(submitButton()).toBeDisabled();
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_VALIDATING_MS));
    expect(await screen.findByText('Processando pagamento...')).toBe(progress);
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(1));
    const [, init] = calls(fetchMock, SUBSCRIBE)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual(expectedPayload);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(UUID);

    expect(await screen.findByText('Nenhum pagamento ainda.')).toBeInTheDocument();
    current = active;
    payments = [paymentItem()];
    payment.resolve(jsonResponse(active));
    expect(await screen.findByText('Pagamento aprovado! Sua assinatura está ativa.')).toBe(
      progress,
    );
    expect(screen.getByRole('dialog', { name: 'Finalizar Assinatura' })).toBeInTheDocument();
    const statusCallsBefore = calls(fetchMock, STATUS).length;

    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_SUCCESS_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, STATUS).length).toBeGreaterThan(statusCallsBefore));
    expect(await screen.findByRole('button', { name: 'Assinatura ativa' })).toBeDisabled();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    // The new payment is in the history, with its receipt.
    expect(await screen.findByRole('link', { name: 'Ver recibo' })).toBeInTheDocument();
    expect(screen.queryByText('Nenhum pagamento ainda.')).not.toBeInTheDocument();
    // The button that opened the checkout is disabled now: the focus goes to the status.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status da assinatura' })).toHaveFocus(),
    );
  });
});

describe('CheckoutDialog, the payment method', () => {
  const methods = () => screen.getByRole('group', { name: 'Forma de pagamento' });
  const radio = (name: string) => within(methods()).getByRole('radio', { name });

  it('offers card or Pix as one group of radios, the card chosen', () => {
    stubFetch();
    renderCheckout();
    expect(within(methods()).getAllByRole('radio')).toHaveLength(2);
    expect(radio('Cartão de crédito')).toBeChecked();
    expect(radio('Pix')).not.toBeChecked();
    expect(radio('Pix')).toHaveAccessibleDescription(
      'Pague pelo app do banco; o Pix do mês seguinte chega por e-mail 5 dias antes do fim.',
    );
    expect(field('Número do cartão')).toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
  });

  it("by Pix: the customer fields only, 'Gerar Pix', and the sandbox's word on its Pix", async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();

    await user.click(radio('Pix'));
    expect(radio('Pix')).toBeChecked();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cartão de crédito' })).not.toBeInTheDocument();
    expect(field('CPF')).toBeInTheDocument();
    expect(field('CEP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento' })).not.toBeInTheDocument();
    const sandbox = screen.getByRole('region', { name: 'Ambiente de teste' });
    expect(sandbox).toHaveTextContent('Simular pagamento');
    expect(sandbox).not.toHaveTextContent('4000 0000 0000 0010');
  });

  it('moves between the radios with the arrow keys', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();
    radio('Cartão de crédito').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Pix')).toBeChecked();
    expect(radio('Pix')).toHaveFocus();
  });

  it('keeps the card typed when the person goes to Pix and back', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderCheckout();
    await user.type(field('Número do cartão'), '4000000000000010');
    await user.type(field('CPF'), '52998224725');
    await user.click(radio('Pix'));
    await user.click(radio('Cartão de crédito'));
    expect(field('Número do cartão')).toHaveValue('4000 0000 0000 0010');
    expect(field('CPF')).toHaveValue('529.982.247-25');
  });

  it('opens on Pix when asked to', () => {
    stubFetch();
    renderCheckout({ initialMethod: 'pix' });
    expect(radio('Pix')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });

  it('refuses a Pix with a wrong customer, without asking for a card', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderCheckout({ initialMethod: 'pix' });
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText('CEP é obrigatório')).toBeInTheDocument();
    expect(screen.queryByText('Número do cartão é obrigatório')).not.toBeInTheDocument();
    expect(field('CPF')).toHaveFocus();
    expect(calls(fetchMock, SUBSCRIBE)).toHaveLength(0);
  });

  it("generates the Pix: the customer only, then 'Pague com Pix' in the same dialog", async () => {
    const pix = pixPayment();
    const answer = deferred();
    const fetchMock = stubFetch({
      [SUBSCRIBE]: () => answer.promise,
      [paymentUrl(pix.id)]: () => jsonResponse({ payment: pix }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderCheckout({ initialMethod: 'pix' });
    queryClient.setQueryData(queryKeys.subscriptionStatus(), trialing);

    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText('Gerando Pix...')).toHaveAttribute('role', 'status');
    answer.resolve(jsonResponse({ payment: pix }));

    const dialog = await screen.findByRole('dialog', { name: 'Pague com Pix' });
    expect(await within(dialog).findByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    expect(within(dialog).getByLabelText('Código Pix copia e cola')).toHaveValue(
      pix.pix?.copyPaste,
    );
    const [, init] = calls(fetchMock, SUBSCRIBE)[0] ?? [];
    const { planType, customer } = expectedPayload;
    expect(JSON.parse(String(init?.body))).toEqual({ planType, customer, paymentMethod: 'pix' });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(UUID);
    // The status now has this Pix waiting: reloaded for the page behind.
    expect(queryClient.getQueryState(queryKeys.subscriptionStatus())?.isInvalidated).toBe(true);
  });

  it('says why a card is refused while a Pix waits', async () => {
    const waiting =
      'Há um Pix aguardando pagamento. Pague-o ou aguarde ele expirar para usar outra forma de pagamento.';
    stubFetch({
      [SUBSCRIBE]: () => jsonResponse({ error: waiting, code: 'PAYMENT_IN_PROGRESS' }, 409),
    });
    const user = userEvent.setup();
    renderCheckout();

    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(waiting);
    // Choosing Pix, the refusal of the card no longer applies.
    await user.click(radio('Pix'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an expired Pix: 'Gerar novo Pix' sends the checkout again, under a new key", async () => {
    const first = pixPayment();
    const second = pixPayment({ id: '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0a09' });
    let answers = 0;
    const fetchMock = stubFetch({
      [SUBSCRIBE]: () => jsonResponse({ payment: ++answers === 1 ? first : second }),
      [paymentUrl(first.id)]: () => jsonResponse({ payment: expiredPix(first) }),
      [paymentUrl(second.id)]: () => jsonResponse({ payment: second }),
    });
    const user = userEvent.setup();
    renderCheckout({ initialMethod: 'pix' });

    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await user.click(await screen.findByRole('button', { name: 'Gerar novo Pix' }));

    expect(await screen.findByRole('img', { name: 'QR code do Pix' })).toBeInTheDocument();
    const sent = calls(fetchMock, SUBSCRIBE);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1]?.[1]?.body))).toEqual(JSON.parse(String(sent[0]?.[1]?.body)));
    const [key1, key2] = sentHeaders(fetchMock).map((headers) => headers['Idempotency-Key']);
    expect(key2).toMatch(UUID);
    expect(key2).not.toBe(key1);
    expect(screen.getByText(/Abra o app do seu banco/).parentElement).toHaveFocus();
  });

  it('paid: closing it, by Concluir or by Esc, is having subscribed', async () => {
    const pix = pixPayment();
    stubFetch({
      [SUBSCRIBE]: () => jsonResponse({ payment: pix }),
      [paymentUrl(pix.id)]: () => jsonResponse({ payment: pix }),
      [sandboxPixPayUrl(pix.id)]: () => jsonResponse({ payment: paidPix(pix) }),
    });
    const user = userEvent.setup();
    const { onClose, onSubscribed } = renderCheckout({ initialMethod: 'pix' });

    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await user.click(await screen.findByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText('Pagamento confirmado!')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onSubscribed).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('unpaid: closing it only closes (the Pix waits on /billing)', async () => {
    const pix = pixPayment();
    stubFetch({
      [SUBSCRIBE]: () => jsonResponse({ payment: pix }),
      [paymentUrl(pix.id)]: () => jsonResponse({ payment: pix }),
    });
    const user = userEvent.setup();
    const { onClose, onSubscribed } = renderCheckout({ initialMethod: 'pix' });

    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await screen.findByRole('img', { name: 'QR code do Pix' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubscribed).not.toHaveBeenCalled();
  });
});
