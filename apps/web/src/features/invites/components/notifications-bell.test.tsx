import type { PendingInvite } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { renderWithRoutes } from '../test/invite-router';
import { NotificationsBell } from './notifications-bell';

const invite = (n: number, role: PendingInvite['role']): PendingInvite => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  token: `tok-${n}`,
  inviterName: `Pessoa ${n}`,
  workspaceName: `Workspace ${n}`,
  role,
  workspaceId: `00000000-0000-4000-8000-0000000000a${n}`,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderBell = () => renderWithRoutes(<NotificationsBell />, '/board/b1');

describe('NotificationsBell', () => {
  it('counts the pending invitations and lists them with their role', async () => {
    stubFetch({
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [invite(1, 'admin'), invite(2, 'read_only')] }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (2)' }));
    expect(
      await screen.findByRole('group', {
        name: /Pessoa 1 convidou você para o workspace Workspace 1/,
      }),
    ).toHaveTextContent('Administrador');
    expect(screen.getByRole('group', { name: /Pessoa 2/ })).toHaveTextContent('Somente Leitura');
  });

  it('says there is nothing when no invitation is pending', async () => {
    stubFetch({
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
    });
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notificações' });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notificações'));
    await user.click(bell);
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
  });

  it('tells an unverified address to verify to see its invitations, and resends the e-mail', async () => {
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: false }),
      'POST /v1/auth/resend-verification': () => jsonResponse({ message: 'Email reenviado' }),
    });
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Verifique seu email para ver seus convites')).toBeVisible();
    expect(screen.queryByText('Nenhuma notificação')).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Reenviar email de verificação' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/v1/auth/resend-verification',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('ignores an invitation for the session without calling the server', async () => {
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [invite(1, 'member'), invite(2, 'member')] }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (2)' }));
    const first = await screen.findByRole('group', { name: /Workspace 1/ });
    await user.click(within(first).getByRole('menuitem', { name: /Ignorar/ }));
    expect(await screen.findByRole('button', { name: 'Notificações (1)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('accepts an invitation and opens its workspace, or alerts the error', async () => {
    let attempt = 0;
    stubFetch({
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [invite(3, 'member')] }),
      'POST /v1/workspaces/invite/accept/tok-3': () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Convite inválido ou expirado', code: 'NOT_FOUND' }, 404)
          : jsonResponse({ success: true, workspaceId: invite(3, 'member').workspaceId }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (1)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Aceitar/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Convite inválido ou expirado'));

    await user.click(screen.getByRole('button', { name: 'Notificações (1)' }));
    await user.click(screen.getByRole('menuitem', { name: /Aceitar/ }));
    expect(await screen.findByTestId('landing')).toHaveTextContent(
      `/board {"workspaceId":"${invite(3, 'member').workspaceId}"}`,
    );
  });
});
