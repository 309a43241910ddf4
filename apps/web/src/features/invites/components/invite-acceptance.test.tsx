import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { PENDING_INVITE_KEY } from '../lib/pending-invite';
import { renderWithRoutes } from '../test/invite-router';
import { InviteAcceptance } from './invite-acceptance';
import { testUser } from '../../../test/users';

const WORKSPACE_ID = '00000000-0000-4000-8000-0000000000aa';
const joao = testUser({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'João Souza',
  email: 'joao@example.com',
});
const info = { email: 'joao@example.com', workspaceName: 'Marketing', inviterName: 'Maria' };

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

const renderPage = (token = 'tok-123') =>
  renderWithRoutes(<InviteAcceptance token={token} />, `/invite/${token}`, '/invite/:token');

describe('InviteAcceptance', () => {
  it('keeps the invite of a visitor and sends them to register with it', async () => {
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invite/info/tok-123': () => jsonResponse(info),
    });
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Verificando convite...');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/register?invite=tok-123');
    expect(localStorage.getItem(PENDING_INVITE_KEY)).toBe('tok-123');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/accept/'))).toBe(false);
  });

  it('accepts the invite of a signed-in user and opens that workspace', async () => {
    localStorage.setItem(PENDING_INVITE_KEY, 'tok-123');
    useAuthStore.getState().setSession({ user: joao, token: 't', refreshToken: 'r' });
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invite/info/tok-123': () => jsonResponse(info),
      'POST /v1/workspaces/invite/accept/tok-123': () =>
        jsonResponse({ success: true, workspaceId: WORKSPACE_ID }),
    });
    renderPage();

    expect(await screen.findByTestId('landing')).toHaveTextContent(
      `/board {"workspaceId":"${WORKSPACE_ID}"}`,
    );
    expect(localStorage.getItem(PENDING_INVITE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/workspaces/invite/accept/tok-123',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows the error page when the invite is invalid', async () => {
    stubFetch({
      'GET /v1/workspaces/invite/info/tok-123': () =>
        jsonResponse({ error: 'Não encontrado', code: 'NOT_FOUND' }, 404),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Erro no Convite' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Convite inválido ou expirado');
    expect(screen.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
  });

  it('shows the server error when accepting fails', async () => {
    useAuthStore.getState().setSession({ user: joao, token: 't', refreshToken: 'r' });
    stubFetch({
      'GET /v1/workspaces/invite/info/tok-123': () => jsonResponse(info),
      'POST /v1/workspaces/invite/accept/tok-123': () =>
        jsonResponse({ error: 'Este convite é para outro email', code: 'FORBIDDEN' }, 403),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Erro no Convite' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este convite é para outro email');
  });
});
