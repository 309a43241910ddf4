import type { User } from '@quadro/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AccountPage } from './account-page';

const maria: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maria da Silva',
  email: 'maria@example.com',
  emailVerified: false,
  subscriptionStatus: 'trial',
  trialEndsAt: null,
  avatarUrl: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('AccountPage', () => {
  it('shows the account card, the unverified notice and resends the verification', async () => {
    const fetchMock = stubFetch({
      'GET /v1/auth/me': () => jsonResponse({ user: maria }),
      'POST /v1/auth/resend-verification': () =>
        jsonResponse({ message: 'Email de verificação enviado' }),
    });
    useAuthStore.getState().setSession({ user: maria, token: 't', refreshToken: 'r' });
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />, { path: '/dashboard' });

    expect(screen.getByText('Olá, Maria da Silva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByText('Informações da Conta')).toBeInTheDocument();
    expect(screen.getByText('Período de teste')).toBeInTheDocument();
    expect(screen.getByText('Não')).toBeInTheDocument();
    expect(screen.getByText('Em breve: Workspaces e Boards')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meus dados' })).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, verifique seu email para ativar sua conta.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reenviar email de verificação' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/v1/auth/resend-verification')).toBe(
        true,
      ),
    );
  });

  it('names the status as /billing does, and hides the notice for a verified user', async () => {
    const verified: User = { ...maria, emailVerified: true, subscriptionStatus: 'active' };
    stubFetch({ 'GET /v1/auth/me': () => jsonResponse({ user: verified }) });
    useAuthStore.getState().setSession({ user: verified, token: 't', refreshToken: 'r' });
    renderWithProviders(<AccountPage />, { path: '/dashboard' });

    expect(await screen.findByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Sim')).toBeInTheDocument();
    expect(
      screen.queryByText('Por favor, verifique seu email para ativar sua conta.'),
    ).not.toBeInTheDocument();
  });

  it("says 'Pagamento pendente' while a declined renewal is retried", async () => {
    const pastDue: User = { ...maria, emailVerified: true, subscriptionStatus: 'past_due' };
    stubFetch({ 'GET /v1/auth/me': () => jsonResponse({ user: pastDue }) });
    useAuthStore.getState().setSession({ user: pastDue, token: 't', refreshToken: 'r' });
    renderWithProviders(<AccountPage />, { path: '/dashboard' });

    expect(await screen.findByText('Pagamento pendente')).toBeInTheDocument();
    expect(screen.queryByText('past_due')).not.toBeInTheDocument();
  });
});
