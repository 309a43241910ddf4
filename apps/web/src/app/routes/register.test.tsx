import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/render';
import { RegisterRoute } from './register';

const WORKSPACE_ID = '00000000-0000-4000-8000-0000000000aa';
const PENDING_INVITE_KEY = 'quadro-pending-invite';

function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('RegisterRoute with an invite', () => {
  it('registers, accepts the invite, forgets it and opens its workspace', async () => {
    localStorage.setItem(PENDING_INVITE_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invite/info/tok-9': () =>
        jsonResponse({
          email: 'ana@example.com',
          workspaceName: 'Marketing',
          inviterName: 'Maria',
        }),
      'POST /v1/auth/register': () =>
        jsonResponse(
          {
            user: {
              id: '00000000-0000-4000-8000-000000000003',
              name: 'Ana Lima',
              email: 'ana@example.com',
              emailVerified: false,
              subscriptionStatus: 'trial',
              trialEndsAt: null,
              avatarUrl: null,
            },
            token: 't',
            refreshToken: 'r',
          },
          201,
        ),
      'POST /v1/workspaces/invite/accept/tok-9': () =>
        jsonResponse({ success: true, workspaceId: WORKSPACE_ID }),
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const router = createMemoryRouter(
      [
        { path: '/register', element: <RegisterRoute /> },
        { path: '/board', element: <Landing /> },
      ],
      { initialEntries: ['/register?invite=tok-9'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    expect(screen.getByText('Carregando informações do convite...')).toBeInTheDocument();
    expect(await screen.findByText(/Você foi convidado para o workspace/)).toHaveTextContent(
      'Marketing',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Lima');
    await user.type(screen.getByLabelText('Senha'), 'Senha-Forte-123');
    await user.type(screen.getByLabelText('Confirme a senha'), 'Senha-Forte-123');
    await user.click(await screen.findByLabelText(/não sou um robô/));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/workspaces/invite/accept/tok-9',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(PENDING_INVITE_KEY)).toBeNull();
    expect(await screen.findByTestId('landing')).toHaveTextContent(
      `/board {"workspaceId":"${WORKSPACE_ID}"}`,
    );
  });
});
