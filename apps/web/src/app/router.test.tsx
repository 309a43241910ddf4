import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { http } from '../lib/http';
import { createQueryClient } from '../lib/query-client';
import { stubFetch } from '../test/fetch-stub';
import { jsonResponse } from '../test/render';
import { AppRoutes, preloadPage } from './router';
import { testUser } from '../test/users';

const user = testUser();

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const loginTitle = () => screen.findByText('Bem-vindo de volta');

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('the app’s pages', () => {
  it('take a visitor from / to /login, by way of /board, which needs a session', async () => {
    stubFetch();
    renderAt('/');
    expect(await loginTitle()).toBeInTheDocument();
  });

  it('render the first page at once, with no spinner, when its code was preloaded', async () => {
    await preloadPage('/privacy');
    renderAt('/privacy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Privacidade');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('answer an unknown address with the not-found page', async () => {
    renderAt('/nao-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it('keep the screen on view, not a spinner, while the next page’s code loads', async () => {
    stubFetch();
    renderAt('/login');
    expect(await loginTitle()).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Termos de Uso' }));
    expect(screen.getByText('Bem-vindo de volta')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Termos de Uso' })).toBeInTheDocument();
  });

  it('open an e-mail’s unsubscribe link without a session', async () => {
    stubFetch({
      'POST /v1/notifications/unsubscribe': () => jsonResponse({ category: 'digest' }),
    });
    renderAt('/notificacoes/cancelar?token=tok');
    expect(
      await screen.findByText('Pronto: você não receberá mais emails de "Resumo diário às 08:00".'),
    ).toBeInTheDocument();
  });

  it('open a payment’s receipt for a signed-in user, and send anyone else to /login', async () => {
    const paymentId = '0b9e4c1e-5d57-4f3a-9a51-3f1c2b7d0001';
    stubFetch({
      [`GET /v1/payments/${paymentId}/receipt`]: () =>
        jsonResponse({ error: 'Pagamento não encontrado', code: 'NOT_FOUND' }, 404),
      // The header's bell.
      'GET /v1/notifications': () =>
        jsonResponse({ notifications: [], unreadCount: 0, nextCursor: null }),
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
    });
    renderAt(`/billing/recibos/${paymentId}`);
    expect(await loginTitle()).toBeInTheDocument();
    cleanup();

    useAuthStore.getState().setSession({ user, token: 't', refreshToken: 'r' });
    renderAt(`/billing/recibos/${paymentId}`);
    expect(
      await screen.findByRole('heading', { name: 'Pagamento não encontrado' }),
    ).toBeInTheDocument();
  });

  it('take the user to /login when the session expires', async () => {
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ error: 'Sessão expirada' }, 401),
      'POST /v1/auth/refresh': () => jsonResponse({ error: 'Sessão expirada' }, 401),
    });
    useAuthStore.getState().setSession({ user, token: 'old-token', refreshToken: 'refresh-1' });
    renderAt('/terms');
    expect(await screen.findByRole('heading', { name: 'Termos de Uso' })).toBeInTheDocument();

    await act(() => http.get('/workspaces').catch(() => undefined));
    expect(await loginTitle()).toBeInTheDocument();
  });
});
