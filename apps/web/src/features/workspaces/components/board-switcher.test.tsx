import type { BoardSummary } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';
import { catchDownloads } from '../../../test/downloads';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { testUser } from '../../../test/users';
import { BoardSwitcher } from './board-switcher';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

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

describe('BoardSwitcher export', () => {
  const CSV = 'GET /v1/boards/b1/export?format=csv';

  it('lets any member download the board as CSV, named by the header’s UTF-8 name', async () => {
    const downloads = catchDownloads();
    const told = vi.spyOn(toast, 'message').mockImplementation(() => {});
    const waiting = vi.spyOn(toast, 'loading').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    useAuthStore.getState().setSession({ user: testUser(), token: 't', refreshToken: 'r' });
    const { fetchMock } = setup('member', {
      [CSV]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    let menu = await openMenu();
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: 'Exportar como CSV (planilha)' }),
    );
    expect(waiting).toHaveBeenCalledWith('Exportando o quadro…', { id: 'board-export' });
    // The bearer token goes along: a plain link could not send it.
    const call = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/v1/boards/b1/export?format=csv',
    );
    expect(call?.[1]?.headers).toMatchObject({ Authorization: 'Bearer t' });

    // While it is on its way, a second export waits.
    menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Exportar como JSON' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(
      new Response('\uFEFFLista;Título\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="Meu Quadro.csv"; filename*=UTF-8''Meu%20Quadro%20%E2%80%94%20Or%C3%A7amento.csv`,
        },
      }),
    );
    await waitFor(() => expect(downloads.names).toEqual(['Meu Quadro — Orçamento.csv']));
    // As sent, the byte-order mark included (Blob.text() would drop it).
    const bytes = new Uint8Array((await downloads.blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(told).toHaveBeenCalledWith('Quadro exportado: Meu Quadro — Orçamento.csv', {
      id: 'board-export',
    });
  });

  it('says why in a toast when the export fails, and saves nothing', async () => {
    const downloads = catchDownloads();
    vi.spyOn(toast, 'loading').mockImplementation(() => {});
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    setup('owner', {
      'GET /v1/boards/b1/export?format=json': () =>
        jsonResponse({ error: 'Quadro não encontrado', code: 'NOT_FOUND' }, 404),
    });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Exportar como JSON' }));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('Quadro não encontrado', { id: 'board-export' }),
    );
    expect(downloads.names).toEqual([]);
  });
});
