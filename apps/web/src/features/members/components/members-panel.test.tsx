import type { Member, Role, Workspace } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import {
  admin,
  member,
  owner,
  plain,
  reader,
  userFrom,
  workspaceFor,
  WORKSPACE_ID,
} from '../testing/member-fixtures';
import { WorkspaceMembers } from './workspace-members';

const workspacePath = `GET /v1/workspaces/${WORKSPACE_ID}`;

// The avatars load the panel's code on first click: load it once here, not inside a test's wait.
beforeAll(() => import('./members-panel'));

/** Reads the workspace through the query cache, as the board route does. */
function FromCache() {
  const { data } = useQuery({
    queryKey: queryKeys.workspace(WORKSPACE_ID),
    queryFn: async () =>
      (await http.get<{ workspace: Workspace }>(`/workspaces/${WORKSPACE_ID}`)).workspace,
  });
  return data ? <WorkspaceMembers workspace={data} /> : null;
}

function setup(role: Role, me: Member, handlers: Parameters<typeof stubFetch>[0] = {}) {
  useAuthStore.getState().setSession({ user: userFrom(me), token: 't', refreshToken: 'r' });
  const fetchMock = stubFetch({
    [workspacePath]: () => jsonResponse({ workspace: workspaceFor(role) }),
    ...handlers,
  });
  renderWithProviders(<FromCache />);
  return { fetchMock, user: userEvent.setup() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Membros do workspace' }));
  return screen.findByRole('dialog', { name: 'Produto' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('header avatars', () => {
  it('shows up to 4 avatars and a +N chip for the rest', async () => {
    const many = [owner, admin, plain, reader, member(5, 'member'), member(6, 'member')];
    stubFetch({ [workspacePath]: () => jsonResponse({ workspace: workspaceFor('owner', many) }) });
    renderWithProviders(<FromCache />);
    const button = await screen.findByRole('button', { name: 'Membros do workspace' });
    expect(within(button).getAllByTestId('member-avatar')).toHaveLength(4);
    expect(within(button).getByText('+2')).toBeInTheDocument();
    expect(within(button).getAllByTestId('online-dot')).toHaveLength(1);
  });

  it('uses an image only for allowed avatar hosts, else the first letter', async () => {
    const pictured = [
      member(1, 'owner', { name: 'Ana', avatarUrl: 'https://gravatar.com/avatar/x' }),
      member(2, 'member', { name: 'bia', avatarUrl: 'https://evil.example.com/x.png' }),
    ];
    stubFetch({
      [workspacePath]: () => jsonResponse({ workspace: workspaceFor('owner', pictured) }),
    });
    renderWithProviders(<FromCache />);
    const button = await screen.findByRole('button', { name: 'Membros do workspace' });
    const [first, second] = within(button).getAllByTestId('member-avatar');
    expect(first?.querySelector('img')).toHaveAttribute('src', 'https://gravatar.com/avatar/x');
    expect(second?.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent('B');
    expect(within(button).queryByText(/^\+/)).toBeNull();
  });
});

describe('members tab', () => {
  it('owner: a role select for others (with Administrador), none for the owner themself', async () => {
    const { user } = setup('owner', owner);
    const panel = await openPanel(user);
    expect(within(panel).getByRole('tab', { name: 'Membros' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).queryByRole('combobox', { name: /Ana Dona/ })).toBeNull();
    expect(within(panel).getByText('Proprietário')).toBeInTheDocument();
    const select = within(panel).getByRole('combobox', { name: 'Papel de Carla Membro' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrador', 'Membro', 'Somente Leitura']);
    // A member without a name goes by the e-mail.
    expect(
      within(panel).getByRole('combobox', { name: 'Papel de leitor@exemplo.com' }),
    ).toBeInTheDocument();
    // The owner alone manages an admin.
    expect(within(panel).getByRole('combobox', { name: 'Papel de Bruno Admin' })).toHaveValue(
      'admin',
    );
    expect(within(panel).getByRole('button', { name: 'Remover Bruno Admin' })).toBeInTheDocument();
    expect(within(panel).getByText('Online')).toBeInTheDocument();
    expect(within(panel).queryByText('Apenas administradores podem gerenciar membros')).toBeNull();
  });

  it('admin: cannot grant admin, nor touch the owner, another admin or themself', async () => {
    const otherAdmin = member(5, 'admin', { name: 'Diego Admin' });
    const { user } = setup('admin', admin, {
      [workspacePath]: () =>
        jsonResponse({
          workspace: workspaceFor('admin', [owner, admin, otherAdmin, plain, reader]),
        }),
    });
    const panel = await openPanel(user);
    for (const name of [/Ana Dona/, /Bruno Admin/, /Diego Admin/]) {
      expect(within(panel).queryByRole('combobox', { name })).toBeNull();
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    }
    const diego = within(panel).getByText('Diego Admin').closest('li')!;
    expect(within(diego).getByText('Administrador')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remover Carla Membro' })).toBeInTheDocument();
    const select = within(panel).getByRole('combobox', { name: 'Papel de Carla Membro' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Membro', 'Somente Leitura']);
  });

  it('member: sees the roles only, and who manages them', async () => {
    const { user } = setup('member', plain);
    const panel = await openPanel(user);
    expect(
      within(panel).getByText('Apenas administradores podem gerenciar membros'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Remover/ })).toBeNull();
    expect(within(panel).getByText('Somente Leitura')).toBeInTheDocument();
  });

  it('applies a role change at once and reverts it when the server refuses', async () => {
    const patched: unknown[] = [];
    const { user } = setup('owner', owner, {
      [`PATCH /v1/workspaces/${WORKSPACE_ID}/members/${plain.id}`]: (init) => {
        patched.push(JSON.parse(String(init?.body)));
        return jsonResponse({ error: 'Sem permissão', code: 'FORBIDDEN' }, 403);
      },
    });
    const panel = await openPanel(user);
    const select = within(panel).getByRole('combobox', { name: 'Papel de Carla Membro' });
    await user.selectOptions(select, 'read_only');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Sem permissão');
    expect(patched).toEqual([{ role: 'read_only' }]);
    expect(within(panel).getByRole('combobox', { name: 'Papel de Carla Membro' })).toHaveValue(
      'member',
    );
  });

  it('asks before removing, then deletes the member', async () => {
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    const { user } = setup('owner', owner, {
      [`DELETE /v1/workspaces/${WORKSPACE_ID}/members/${plain.id}`]: deleted,
    });
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Remover Carla Membro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover membro' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja remover Carla Membro do workspace?');
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remover membro' })).toBeNull(),
    );
  });

  it('owner: offers to hand the workspace to an admin, and to no one else', async () => {
    const { user } = setup('owner', owner);
    const panel = await openPanel(user);
    const offers = within(panel).getAllByRole('button', { name: /^Transferir propriedade/ });
    expect(offers.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Transferir propriedade para Bruno Admin',
    ]);
    expect(offers[0]?.closest('li')).toHaveTextContent('Bruno Admin');
  });

  it('owner whose plan is over: may still hand the workspace over', async () => {
    const { user } = setup('owner', owner, {
      [workspacePath]: () =>
        jsonResponse({ workspace: { ...workspaceFor('owner'), ownerPlanActive: false } }),
    });
    const panel = await openPanel(user);
    expect(within(panel).queryByRole('combobox')).toBeNull();
    expect(
      within(panel).getByRole('button', { name: 'Transferir propriedade para Bruno Admin' }),
    ).toBeInTheDocument();
  });

  it('admin and member: are offered no transfer', async () => {
    for (const [role, me] of [
      ['admin', admin],
      ['member', plain],
    ] as const) {
      const { user } = setup(role, me);
      const panel = await openPanel(user);
      expect(within(panel).getByText('Bruno Admin')).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: /Transferir propriedade/ })).toBeNull();
      cleanup();
    }
  });

  it('asks first, saying what changes, then hands the workspace over and reads it again', async () => {
    const told = vi.spyOn(toast, 'message').mockImplementation(() => {});
    const transferred: unknown[] = [];
    let roles = workspaceFor('owner');
    const { fetchMock, user } = setup('owner', owner, {
      [workspacePath]: () => jsonResponse({ workspace: roles }),
      [`POST /v1/workspaces/${WORKSPACE_ID}/transfer-ownership`]: (init) => {
        transferred.push(JSON.parse(String(init?.body)));
        roles = workspaceFor('admin', [
          { ...owner, role: 'admin' },
          { ...admin, role: 'owner' },
          plain,
          reader,
        ]);
        return new Response(null, { status: 204 });
      },
    });
    const reads = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => init?.method === 'GET' && url === `/v1/workspaces/${WORKSPACE_ID}`,
      ).length;
    const panel = await openPanel(user);
    await user.click(
      within(panel).getByRole('button', { name: 'Transferir propriedade para Bruno Admin' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Transferir propriedade' });
    expect(confirm).toHaveAccessibleDescription(
      'Bruno Admin passa a ser Proprietário de Produto, e você passa a ser Administrador. O workspace passa a depender do plano de Bruno Admin: enquanto o período de teste ou a assinatura dessa pessoa estiver em dia, todos podem editar. Só Bruno Admin poderá devolver a propriedade a você.',
    );
    expect(transferred).toEqual([]);
    const before = reads();
    await user.click(within(confirm).getByRole('button', { name: 'Transferir propriedade' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transferir propriedade' })).toBeNull(),
    );
    expect(transferred).toEqual([{ userId: admin.id }]);
    expect(told).toHaveBeenCalledWith('Bruno Admin agora é Proprietário de Produto');
    // Read again: the caller is an admin now, and the offer is gone with their ownership.
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /Transferir propriedade/ })).toBeNull(),
    );
    const ana = within(panel).getByText('Ana Dona').closest('li')!;
    expect(within(ana).getByText('Administrador')).toBeInTheDocument();
  });

  it('says why when the API refuses the transfer', async () => {
    const { user } = setup('owner', owner, {
      [`POST /v1/workspaces/${WORKSPACE_ID}/transfer-ownership`]: () =>
        jsonResponse(
          {
            error:
              'Só um Administrador do workspace pode receber a propriedade. Promova a pessoa antes.',
            code: 'OWNERSHIP_TO_NON_ADMIN',
          },
          409,
        ),
    });
    const panel = await openPanel(user);
    await user.click(
      within(panel).getByRole('button', { name: 'Transferir propriedade para Bruno Admin' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Transferir propriedade' });
    await user.click(within(confirm).getByRole('button', { name: 'Transferir propriedade' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Só um Administrador do workspace pode receber a propriedade. Promova a pessoa antes.',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = setup('member', plain, {
      [`GET /v1/workspaces/${WORKSPACE_ID}/activities?limit=20`]: () =>
        jsonResponse({ activities: [], nextCursor: null }),
    });
    const panel = await openPanel(user);
    within(panel).getByRole('tab', { name: 'Membros' }).focus();
    await user.keyboard('{ArrowRight}');
    const history = within(panel).getByRole('tab', { name: 'Histórico' });
    expect(history).toHaveFocus();
    expect(history).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel).findByText('Nenhuma atividade ainda.')).toBeInTheDocument();
  });
});
