import type { SubscriptionStatus } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import {
  CHANGE_CARD_URL,
  expectedCheckoutPayload,
  maria,
  paidAgainPlan,
  pastDuePlan,
  renewingPlan,
} from '../testing/billing-fixtures';
import { ChangeCardDialog } from './change-card-dialog';

const nextYear = new Date().getFullYear() + 1;
const { customer, card } = expectedCheckoutPayload({
  holderName: 'MARIA DA SILVA',
  expYear: nextYear,
});

const field = (label: string) => screen.getByLabelText(label);
const dialog = () => screen.getByRole('dialog', { name: 'Trocar cartão' });

type FetchMock = ReturnType<typeof stubFetch>;
const sent = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === CHANGE_CARD_URL,
  );

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

function renderDialog(subscription: SubscriptionStatus, { sandbox = true } = {}) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const rendered = renderWithProviders(
    <ChangeCardDialog
      subscription={subscription}
      priceCents={9990}
      sandbox={sandbox}
      onClose={onClose}
      onChanged={onChanged}
    />,
  );
  return { ...rendered, onClose, onChanged };
}

type User_ = ReturnType<typeof userEvent.setup>;

/** Everything valid; the address typed (the CEP's lookup answers the stub's 404). */
async function fillValidForm(user: User_, { cvv = '123' } = {}) {
  await user.type(field('CPF'), '52998224725');
  await user.type(field('Telefone (opcional)'), '11987654321');
  await user.type(field('CEP'), '01310100');
  await user.type(field('Rua'), 'Avenida Paulista');
  await user.type(field('Número'), '1000');
  await user.type(field('Bairro'), 'Bela Vista');
  await user.type(field('Cidade'), 'São Paulo');
  await user.selectOptions(field('Estado'), 'SP');
  await user.type(field('Número do cartão'), '4000000000000010');
  await user.type(field('Nome no cartão'), 'maria da silva');
  await user.selectOptions(field('Mês de validade'), '12');
  await user.selectOptions(field('Ano de validade'), String(nextYear));
  await user.type(field('CVV'), cvv);
}

beforeEach(() => {
  useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('ChangeCardDialog', () => {
  it('saves the card of an active plan with no charge, and keeps the answer as the status', async () => {
    const fetchMock = stubFetch({ [CHANGE_CARD_URL]: () => jsonResponse(paidAgainPlan) });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onChanged, onClose, queryClient } = renderDialog(renewingPlan);

    expect(dialog()).toHaveAccessibleDescription(
      'Nenhuma cobrança será feita agora. As próximas renovações usarão este cartão.',
    );
    // The checkout's fields, prefilled with the user, and the sandbox's test cards.
    expect(field('Nome completo')).toHaveValue('Maria da Silva');
    expect(field('Email')).toHaveValue('maria@example.com');
    expect(within(dialog()).getByRole('region', { name: 'Ambiente de teste' })).toHaveTextContent(
      '4000 0000 0000 0077',
    );

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    const [[, init] = []] = sent(fetchMock);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ customer, card });
    expect(success).toHaveBeenCalledWith('Cartão atualizado');
    expect(queryClient.getQueryData(queryKeys.subscriptionStatus())).toEqual(paidAgainPlan);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('pays the pending renewal of a past-due plan, saying so before', async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ [CHANGE_CARD_URL]: () => answer.promise });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onChanged, queryClient } = renderDialog(pastDuePlan);
    queryClient.setQueryData(queryKeys.paymentHistory(), { pages: [], pageParams: [] });

    expect(dialog()).toHaveAccessibleDescription(
      'A renovação pendente de R$ 99,90 será cobrada neste cartão agora, e as próximas renovações também usarão este cartão.',
    );
    expect(screen.queryByRole('button', { name: 'Salvar cartão' })).not.toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 99,90 agora' }));

    expect(await screen.findByText('Processando pagamento...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Pagar R$ 99,90 agora' })).toBeDisabled();
    // Not to be thrown away while the charge is on its way.
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    answer.resolve(jsonResponse(paidAgainPlan));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(success).toHaveBeenCalledWith('Pagamento aprovado');
    expect(sent(fetchMock)).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.subscriptionStatus())).toEqual(paidAgainPlan);
    expect(queryClient.getQueryState(queryKeys.paymentHistory())?.isInvalidated).toBe(true);
  });

  it('tells a cancelled plan that the card waits for a reactivation', () => {
    stubFetch();
    renderDialog({ ...renewingPlan, status: 'canceled', renews: false });
    expect(dialog()).toHaveAccessibleDescription(
      'Nenhuma cobrança será feita agora. Este cartão será usado nas renovações se você reativar a assinatura.',
    );
    expect(screen.getByRole('button', { name: 'Salvar cartão' })).toBeEnabled();
  });

  it.each([
    [
      'a declined card (402)',
      pastDuePlan,
      () =>
        jsonResponse(
          {
            error:
              'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
            code: 'PAYMENT_DECLINED',
          },
          402,
        ),
      'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
    ],
    [
      'no plan any more (409)',
      renewingPlan,
      () =>
        jsonResponse(
          {
            error:
              'Não há assinatura em andamento para trocar o cartão. Assine o Plano Profissional.',
            code: 'NO_PLAN_FOR_CARD',
          },
          409,
        ),
      'Não há assinatura em andamento para trocar o cartão. Assine o Plano Profissional.',
    ],
    [
      'a payment already on its way (409)',
      pastDuePlan,
      () =>
        jsonResponse(
          {
            error: 'Já há um pagamento em andamento. Aguarde alguns instantes e atualize a página.',
            code: 'PAYMENT_IN_PROGRESS',
          },
          409,
        ),
      'Já há um pagamento em andamento. Aguarde alguns instantes e atualize a página.',
    ],
    [
      'the gateway down (503)',
      renewingPlan,
      () =>
        jsonResponse(
          {
            error:
              'Erro ao processar pagamento: o serviço de pagamentos não respondeu. Tente novamente em instantes.',
            code: 'PAYMENT_GATEWAY_UNAVAILABLE',
          },
          503,
        ),
      'Erro ao processar pagamento: o serviço de pagamentos não respondeu. Tente novamente em instantes.',
    ],
    [
      'an answer without a message, saving',
      renewingPlan,
      () => new Response(null, { status: 500 }),
      'Erro ao salvar o cartão',
    ],
    [
      'an answer without a message, paying',
      pastDuePlan,
      () => new Response(null, { status: 500 }),
      'Erro ao processar pagamento',
    ],
  ])('says %s in the dialog and keeps every field', async (_, plan, answer, message) => {
    const fetchMock = stubFetch({ [CHANGE_CARD_URL]: answer });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderDialog(plan);

    await fillValidForm(user);
    await user.click(
      screen.getByRole('button', {
        name: plan.status === 'past_due' ? 'Pagar R$ 99,90 agora' : 'Salvar cartão',
      }),
    );

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field('Número do cartão')).toHaveValue('4000 0000 0000 0010');
    expect(field('CVV')).toHaveValue('123');
    expect(sent(fetchMock)).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing with a wrong field, and focuses the first one', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderDialog(renewingPlan);
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));
    expect(await screen.findByText('CEP é obrigatório')).toBeInTheDocument();
    expect(field('CPF')).toHaveFocus();
    expect(sent(fetchMock)).toHaveLength(0);
  });

  it('sends one request for a double click, or Enter while it is on its way', async () => {
    const answer = deferred();
    const fetchMock = stubFetch({ [CHANGE_CARD_URL]: () => answer.promise });
    const user = userEvent.setup();
    renderDialog(pastDuePlan);
    await fillValidForm(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pagar R$ 99,90 agora' }));
    await user.keyboard('{Enter}');
    answer.resolve(
      jsonResponse(
        { error: 'Pagamento recusado pelo emissor do cartão.', code: 'PAYMENT_DECLINED' },
        402,
      ),
    );
    expect(await screen.findByText(/Pagamento recusado pelo emissor/)).toBeInTheDocument();
    expect(sent(fetchMock)).toHaveLength(1);
  });

  it('closes with Cancelar, changing nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    const { onClose } = renderDialog(renewingPlan);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent(fetchMock)).toHaveLength(0);
  });
});
