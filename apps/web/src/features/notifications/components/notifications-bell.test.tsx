import type {
  AcceptInviteResponse,
  Notification,
  NotificationsResponse,
  PendingInvite,
} from '@quadro/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { NotificationsBell } from './notifications-bell';

const invite = (n: number, role: PendingInvite['role']): PendingInvite => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  token: `tok-${n}`,
  inviterName: `Pessoa ${n}`,
  workspaceName: `Workspace ${n}`,
  role,
  workspaceId: `00000000-0000-4000-8000-0000000000a${n}`,
});

const NOTIFICATIONS = 'GET /v1/notifications';
const READ = 'POST /v1/notifications/read';
const noNotifications: NotificationsResponse = {
  notifications: [],
  unreadCount: 0,
  nextCursor: null,
};

/** The invites feature's call, as the route hands it in. */
const acceptInvite = (token: string) =>
  http.post<AcceptInviteResponse>(`/workspaces/invite/accept/${encodeURIComponent(token)}`);

/** Where a navigation landed: the path, the query and the state it carried. */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}
    </p>
  );
}

function renderBell() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/board', element: <Landing /> },
      { path: '/board/:boardId', element: <Landing /> },
      { path: '/', element: <NotificationsBell acceptInvite={acceptInvite} /> },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotificationsBell', () => {
  it('counts the pending invitations and lists them with their role', async () => {
    stubFetch({
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [invite(1, 'admin'), invite(2, 'read_only')] }),
      [NOTIFICATIONS]: () => jsonResponse(noNotifications),
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
      [NOTIFICATIONS]: () => jsonResponse(noNotifications),
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
      [NOTIFICATIONS]: () => jsonResponse(noNotifications),
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
      [NOTIFICATIONS]: () => jsonResponse(noNotifications),
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
      [NOTIFICATIONS]: () => jsonResponse(noNotifications),
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

const MINUTE = 60_000;
const BOARD_ID = '00000000-0000-4000-8000-0000000000b1';
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function notification(n: number, fields: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    kind: 'comment',
    createdAt: ago(n * 5),
    readAt: null,
    actor: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Ana Souza', avatarUrl: null },
    card: {
      id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
      title: `Cartão ${n}`,
      boardId: BOARD_ID,
    },
    item: null,
    workspaceId: '00000000-0000-4000-8000-0000000000a9',
    ...fields,
  };
}

const readBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === READ)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('NotificationsBell notifications', () => {
  it('counts invitations and unread notifications, and lists invitations first, then the newest', async () => {
    stubFetch({
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [invite(4, 'member')] }),
      [NOTIFICATIONS]: () =>
        jsonResponse({
          notifications: [
            notification(1),
            notification(2, { kind: 'due_soon', actor: null }),
            notification(3, { kind: 'mention', readAt: ago(1) }),
          ],
          unreadCount: 2,
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (3)' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Aceitar',
      'Ignorar',
      'Marcar todas como lidas',
      'Não lida: Ana Souza comentou no cartão "Cartão 1" há 5 minutos',
      'Não lida: O cartão "Cartão 2" vence em 1 dia útil há 10 minutos',
      'Ana Souza mencionou você no cartão "Cartão 3" há 15 minutos',
    ]);
    expect(entries[3]).toHaveClass('font-semibold');
    expect(entries[5]).not.toHaveClass('font-semibold');
    expect(within(entries[3]!).getByText('há 5 minutos').tagName).toBe('TIME');
  });

  it('marks a notification read and opens its card on its board', async () => {
    let unread = 1;
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [] }),
      [NOTIFICATIONS]: () =>
        jsonResponse({
          notifications: [notification(1, { readAt: unread ? null : ago(0) })],
          unreadCount: unread,
          nextCursor: null,
        }),
      [READ]: () => jsonResponse({ unreadCount: (unread = 0) }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (1)' }));
    await user.click(
      await screen.findByRole('menuitem', { name: /comentou no cartão "Cartão 1"/ }),
    );
    expect(await screen.findByTestId('landing')).toHaveTextContent(
      `/board/${BOARD_ID}?card=${notification(1).card.id}`,
    );
    await waitFor(() => expect(readBodies(fetchMock)).toEqual([{ ids: [notification(1).id] }]));
  });

  it('marks them all read from the menu', async () => {
    let unread = 2;
    const fetchMock = stubFetch({
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [] }),
      [NOTIFICATIONS]: () =>
        jsonResponse({
          notifications: [1, 2].map((n) => notification(n, { readAt: unread ? null : ago(0) })),
          unreadCount: unread,
          nextCursor: null,
        }),
      [READ]: () => jsonResponse({ unreadCount: (unread = 0) }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole('button', { name: 'Notificações (2)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(readBodies(fetchMock)).toEqual([{ all: true }]);

    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    const first = await screen.findByRole('menuitem', { name: /"Cartão 1"/ });
    expect(first).not.toHaveClass('font-semibold');
    expect(screen.queryByRole('menuitem', { name: 'Marcar todas como lidas' })).toBeNull();
  });

  it('loads older ones with the keyboard and moves the focus to the first of them', async () => {
    const cursor = notification(2).id;
    stubFetch({
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [] }),
      [NOTIFICATIONS]: () =>
        jsonResponse({
          notifications: [notification(1), notification(2)],
          unreadCount: 3,
          nextCursor: cursor,
        }),
      [`${NOTIFICATIONS}?cursor=${cursor}`]: () =>
        jsonResponse({ notifications: [notification(3)], unreadCount: 3, nextCursor: null }),
    });
    const user = userEvent.setup();
    renderBell();

    const bell = await screen.findByRole('button', { name: 'Notificações (3)' });
    bell.focus();
    await user.keyboard('{Enter}');
    const more = await screen.findByRole('menuitem', { name: 'Carregar mais' });
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    const third = await screen.findByRole('menuitem', { name: /"Cartão 3"/ });
    await waitFor(() => expect(third).toHaveFocus());
    expect(more).not.toBeInTheDocument();
  });
});
