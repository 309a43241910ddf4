import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { INVITE_SUCCESS_CLOSE_MS, InviteDialog } from './invite-dialog';

const WORKSPACE_ID = '00000000-0000-4000-8000-0000000000aa';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('InviteDialog', () => {
  it('validates the e-mail', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<InviteDialog workspaceId={WORKSPACE_ID} role="owner" onClose={vi.fn()} />);

    expect(screen.getByRole('dialog', { name: 'Convidar para o workspace' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/invite'))).toBe(false);
  });

  it('offers admin only to the owner, member by default', () => {
    stubFetch();
    const { unmount } = renderWithProviders(
      <InviteDialog workspaceId={WORKSPACE_ID} role="owner" onClose={vi.fn()} />,
    );
    expect(screen.getByRole('radio', { name: /Membro/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Administrador/ })).not.toBeChecked();
    expect(screen.getByText('Pode gerenciar cards, mas não listas')).toBeInTheDocument();
    expect(screen.getByText('Pode gerenciar listas e convidar outros membros')).toBeInTheDocument();
    unmount();

    renderWithProviders(<InviteDialog workspaceId={WORKSPACE_ID} role="admin" onClose={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /Membro/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Administrador/ })).not.toBeInTheDocument();
  });

  it('sends the invite, confirms and closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      [`POST /v1/workspaces/${WORKSPACE_ID}/invite`]: () =>
        jsonResponse(
          {
            invite: {
              id: '00000000-0000-4000-8000-0000000000bb',
              workspaceId: WORKSPACE_ID,
              email: 'ana@example.com',
              role: 'admin',
              expiresAt: '2026-12-01T00:00:00.000Z',
            },
          },
          201,
        ),
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<InviteDialog workspaceId={WORKSPACE_ID} role="owner" onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('radio', { name: /Administrador/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    expect(await screen.findByText('Convite enviado para ana@example.com!')).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => url === `/v1/workspaces/${WORKSPACE_ID}/invite`) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com', role: 'admin' });

    await act(() => vi.advanceTimersByTimeAsync(INVITE_SUCCESS_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server error, else the fallback, inside the modal', async () => {
    let attempt = 0;
    stubFetch({
      [`POST /v1/workspaces/${WORKSPACE_ID}/invite`]: () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Este usuário já é membro', code: 'CONFLICT' }, 409)
          : new Response(null, { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InviteDialog workspaceId={WORKSPACE_ID} role="admin" onClose={vi.fn()} />);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este usuário já é membro');

    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Erro ao enviar convite')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
