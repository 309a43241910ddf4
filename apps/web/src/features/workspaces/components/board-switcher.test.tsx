import type { BoardSummary } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { BoardSwitcher } from './board-switcher';

afterEach(() => vi.unstubAllGlobals());

const WS = '11111111-0000-4000-8000-000000000001';
const board = (id: string, name: string, color = '#3B82F6'): BoardSummary => ({
  id,
  workspaceId: WS,
  name,
  color,
});
const main = board('b1', 'Meu Quadro');
const roadmap = board('b2', 'Roadmap', '#10B981');
const LIST = `GET /v1/boards/workspace/${WS}`;

function setup(role: 'owner' | 'member', handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    [LIST]: () => jsonResponse({ boards: [main, roadmap] }),
    ...handlers,
  });
  renderWithProviders(
    <BoardSwitcher workspaceId={WS} boardId="b1" access={{ role, ownerPlanActive: true }} />,
    {
      path: '/board/b1',
    },
  );
  const bodyOf = (key: string) => {
    const call = fetchMock.mock.calls.find(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
    );
    return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
  };
  return { fetchMock, bodyOf };
}

async function openMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: /Meu Quadro.*trocar de quadro/ }),
  );
  return screen.findByRole('menu');
}

describe('BoardSwitcher', () => {
  it('lists the workspace’s boards with the open one checked', async () => {
    setup('member');
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitemradio', { name: 'Meu Quadro' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Roadmap' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // A member switches boards but does not manage them.
    expect(within(menu).queryByRole('menuitem', { name: 'Novo quadro' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Arquivar quadro' })).toBeNull();
    // Anyone may look at the archived boards; restoring them is for owner/admin.
    expect(within(menu).getByRole('menuitem', { name: 'Quadros arquivados' })).toBeVisible();
  });

  it('creates a board with a name and a colour', async () => {
    const created = board('b3', 'Marketing', '#EF4444');
    const { bodyOf } = setup('owner', {
      [LIST.replace('GET', 'POST')]: () => jsonResponse({ board: created }, 201),
    });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Novo quadro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Quadro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar quadro' }));
    expect(await within(dialog).findByText('Nome do quadro é obrigatório')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome do quadro'), 'Marketing');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vermelho' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar quadro' }));
    await waitFor(() =>
      expect(bodyOf(LIST.replace('GET', 'POST'))).toEqual({ name: 'Marketing', color: '#EF4444' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames the open board, and deletes it only after the confirmation', async () => {
    const { bodyOf, fetchMock } = setup('owner', {
      'PATCH /v1/boards/b1': () => jsonResponse({ board: { ...main, name: 'Produto' } }),
      'DELETE /v1/boards/b1': () => new Response(null, { status: 204 }),
    });
    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Editar este quadro' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar Quadro' });
    const name = within(dialog).getByLabelText('Nome do quadro');
    expect(name).toHaveValue('Meu Quadro');
    await userEvent.clear(name);
    await userEvent.type(name, 'Produto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(bodyOf('PATCH /v1/boards/b1')).toEqual({ name: 'Produto', color: '#3B82F6' }),
    );

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Editar este quadro' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar Quadro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir quadro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Quadro' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir o quadro Meu Quadro?');
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
    expect(deletes()).toBe(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir quadro' }));
    await waitFor(() => expect(deletes()).toBe(1));
  });

  it('says so when the server refuses to delete', async () => {
    setup('owner', {
      'DELETE /v1/boards/b1': () =>
        jsonResponse({ error: 'Não foi possível excluir', code: 'CONFLICT' }, 409),
    });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Editar este quadro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Quadro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir quadro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Quadro' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir quadro' }));
    expect(await within(dialog).findByText('Não foi possível excluir')).toBeInTheDocument();
  });

  it('archives the open board after the confirmation, and restores archived boards', async () => {
    const archivedAt = new Date().toISOString();
    const { fetchMock } = setup('owner', {
      'POST /v1/boards/b1/archive': () => jsonResponse({ board: main }),
      [`GET /v1/boards/workspace/${WS}/archived`]: () =>
        jsonResponse({
          items: [
            {
              type: 'board',
              id: 'b9',
              title: 'Eventos 2025',
              archivedAt,
              archivedBy: 'Ana Souza',
              listName: null,
            },
          ],
          nextCursor: null,
        }),
      'POST /v1/boards/b9/restore': () => jsonResponse({ board: board('b9', 'Eventos 2025') }),
    });
    const posts = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([url]) => String(url));

    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Arquivar quadro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Arquivar quadro' });
    expect(confirm).toHaveTextContent(
      'Arquivar este quadro? Ele sai da lista de quadros do workspace e pode ser restaurado depois.',
    );
    expect(posts()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Arquivar quadro' }));
    await waitFor(() => expect(posts()).toEqual(['/v1/boards/b1/archive']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Quadros arquivados' }));
    const archived = await screen.findByRole('dialog', { name: 'Quadros arquivados' });
    expect(await within(archived).findByText('Arquivado por Ana Souza agora mesmo')).toBeVisible();
    await userEvent.click(within(archived).getByRole('button', { name: 'Restaurar Eventos 2025' }));
    await waitFor(() => expect(posts()).toContain('/v1/boards/b9/restore'));
  });

  it('offers no archiving of a workspace’s only board: it always keeps one', async () => {
    setup('owner', { [LIST]: () => jsonResponse({ boards: [main] }) });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Editar este quadro' })).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Arquivar quadro' })).toBeNull();
  });
});
