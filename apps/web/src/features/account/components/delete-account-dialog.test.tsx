import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { testUser } from '../../../test/users';
import { MyDataSection } from './my-data-section';

const DELETE = 'DELETE /v1/users/me';
const SHARED =
  'Você é proprietário de workspaces com outros membros: Produto, Marketing. Transfira a propriedade ou exclua-os antes de excluir sua conta.';

// The section loads the dialog's code on first use: load it once here, not inside a test's wait.
beforeAll(() => import('./delete-account-dialog'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function openDialog(answer: (init: RequestInit | undefined) => Response) {
  useAuthStore.getState().setSession({ user: testUser(), token: 't', refreshToken: 'r' });
  const sent: unknown[] = [];
  stubFetch({
    [DELETE]: (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer(init);
    },
  });
  renderWithProviders(
    <>
      <MyDataSection />
      <Location />
    </>,
    { path: '/dashboard' },
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
  const password = within(dialog).getByLabelText('Senha');
  const confirm = within(dialog).getByRole('button', { name: 'Excluir minha conta' });
  return { dialog, password, confirm, sent, user };
}

describe('DeleteAccountDialog', () => {
  it('warns that it cannot be undone and asks for the password first', async () => {
    const { dialog, password, confirm, sent, user } = await openDialog(
      () => new Response(null, { status: 204 }),
    );
    expect(dialog).toHaveAccessibleDescription(/Esta ação não pode ser desfeita\.$/);
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(confirm);
    expect(await within(dialog).findByText('Senha é obrigatória')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('says a wrong password on the field, and keeps the session', async () => {
    const { dialog, password, confirm, sent, user } = await openDialog(() =>
      jsonResponse({ error: 'Senha incorreta', code: 'WRONG_PASSWORD' }, 403),
    );
    await user.type(password, 'errada');
    await user.click(confirm);
    expect(await within(dialog).findByText('Senha incorreta')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Senha incorreta/);
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sent).toEqual([{ password: 'errada' }]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('names the shared workspaces the API refuses for, and how to let go of them', async () => {
    const { dialog, password, confirm, user } = await openDialog(() =>
      jsonResponse({ error: SHARED, code: 'OWNS_SHARED_WORKSPACES' }, 409),
    );
    await user.type(password, 'Senha-Forte-123');
    await user.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(SHARED);
    expect(alert).toHaveTextContent(
      'Abra cada um deles e, no painel de membros, use “Transferir propriedade” com um Administrador, ou exclua o workspace nas configurações dele.',
    );
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('once deleted, forgets the session as a logout does and goes to the login page', async () => {
    const told = vi.spyOn(toast, 'message').mockImplementation(() => {});
    const { password, confirm, sent, user } = await openDialog(
      () => new Response(null, { status: 204 }),
    );
    await user.type(password, 'Senha-Forte-123');
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sent).toEqual([{ password: 'Senha-Forte-123' }]);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      refreshToken: null,
      user: null,
    });
    expect(told).toHaveBeenCalledWith(
      'Sua conta foi excluída. Enviamos uma confirmação para o seu email.',
    );
  });
});
