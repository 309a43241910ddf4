import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { UnsubscribeStatus } from './unsubscribe-status';

const UNSUBSCRIBE = 'POST /v1/notifications/unsubscribe';

afterEach(() => vi.unstubAllGlobals());

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === UNSUBSCRIBE)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('UnsubscribeStatus', () => {
  it('spends the token once and names the category turned off', async () => {
    const fetchMock = stubFetch({ [UNSUBSCRIBE]: () => jsonResponse({ category: 'comments' }) });
    renderWithProviders(<UnsubscribeStatus />, { path: '/notificacoes/cancelar?token=tok-1' });

    expect(screen.getByText('Cancelando...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Pronto: você não receberá mais emails de "Comentários em cartões seus ou que você segue".',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar notificações' })).toHaveAttribute(
      'href',
      '/notificacoes',
    );
    expect(posts(fetchMock)).toEqual([{ token: 'tok-1' }]);
  });

  it('shows the API’s message for a bad link', async () => {
    stubFetch({
      [UNSUBSCRIBE]: () =>
        jsonResponse(
          {
            error:
              'Link de cancelamento inválido. Altere suas notificações na página Notificações.',
            code: 'INVALID_UNSUBSCRIBE_LINK',
          },
          400,
        ),
    });
    renderWithProviders(<UnsubscribeStatus />, { path: '/notificacoes/cancelar?token=velho' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link de cancelamento inválido. Altere suas notificações na página Notificações.',
    );
    expect(screen.getByRole('heading', { name: 'Não foi possível cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar notificações' })).toBeInTheDocument();
  });

  it('says the link is invalid without a token, and posts nothing', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<UnsubscribeStatus />, { path: '/notificacoes/cancelar' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Link de cancelamento inválido.');
    await waitFor(() => expect(posts(fetchMock)).toEqual([]));
  });
});
