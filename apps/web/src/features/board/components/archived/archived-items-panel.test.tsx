import type { ArchivedItem } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { ArchivedItemsPanel } from './archived-items-panel';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/v1/boards/board/archived';
const item = (id: string, title: string, type: 'card' | 'list' = 'card'): ArchivedItem => ({
  type,
  id,
  title,
  archivedAt: new Date().toISOString(),
  archivedBy: 'Ana Souza',
  listName: type === 'card' ? 'A Fazer' : null,
});

function renderPanel(handlers: Parameters<typeof stubFetch>[0], canManage = true) {
  const fetchMock = stubFetch(handlers);
  const onOpenCard = vi.fn();
  renderWithProviders(
    <ArchivedItemsPanel
      boardId="board"
      boardVersion={1}
      canManageCards={canManage}
      canManageLists={canManage}
      onOpenCard={onOpenCard}
      onClose={vi.fn()}
    />,
  );
  const panel = screen.getByRole('dialog', { name: 'Itens arquivados' });
  return { fetchMock, onOpenCard, panel };
}

describe('ArchivedItemsPanel', () => {
  it('lists the archived cards, opens one by its title, and shows the empty lists tab', async () => {
    const user = userEvent.setup();
    const { panel, onOpenCard } = renderPanel({
      [`GET ${BASE}?type=card`]: () =>
        jsonResponse({ items: [item('c1', 'Reunião de orçamento')], nextCursor: null }),
      [`GET ${BASE}?type=list`]: () => jsonResponse({ items: [], nextCursor: null }),
    });
    const cards = await within(panel).findByRole('list', { name: 'Cartões arquivados' });
    const row = within(cards).getByRole('listitem');
    expect(row).toHaveTextContent('na lista A Fazer');
    expect(row).toHaveTextContent('Arquivado por Ana Souza agora mesmo');
    await user.click(within(row).getByRole('button', { name: 'Reunião de orçamento' }));
    expect(onOpenCard).toHaveBeenCalledWith('c1');

    await user.click(within(panel).getByRole('tab', { name: 'Listas' }));
    expect(within(panel).getByRole('tab', { name: 'Listas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(panel).findByText('Nenhuma lista arquivada.')).toBeInTheDocument();
  });

  it('filters by title once the typing pauses, and loads more pages', async () => {
    const user = userEvent.setup();
    const { panel, fetchMock } = renderPanel({
      [`GET ${BASE}?type=card`]: () => jsonResponse({ items: [], nextCursor: null }),
      [`GET ${BASE}?type=card&q=reuni%C3%A3o`]: () =>
        jsonResponse({ items: [item('c1', 'Reunião 1')], nextCursor: 'p2' }),
      [`GET ${BASE}?type=card&q=reuni%C3%A3o&cursor=p2`]: () =>
        jsonResponse({ items: [item('c2', 'Reunião 2')], nextCursor: null }),
    });
    expect(await within(panel).findByText('Nenhum cartão arquivado.')).toBeInTheDocument();
    await user.type(
      within(panel).getByRole('searchbox', { name: 'Buscar cartões arquivados' }),
      'reunião',
    );
    expect(await within(panel).findByText('Reunião 1')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Carregar mais' }));
    expect(await within(panel).findByText('Reunião 2')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('q='));
    expect(asked).toEqual([
      `${BASE}?type=card&q=reuni%C3%A3o`,
      `${BASE}?type=card&q=reuni%C3%A3o&cursor=p2`,
    ]);
  });

  it('says when loading failed, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { panel } = renderPanel({
      [`GET ${BASE}?type=card`]: () =>
        fail
          ? jsonResponse({ error: 'Erro interno', code: 'INTERNAL' }, 500)
          : jsonResponse({ items: [item('c1', 'Cartão de volta')], nextCursor: null }),
    });
    expect(await within(panel).findByText('Erro ao carregar os cartões arquivados.')).toBeVisible();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByText('Cartão de volta')).toBeInTheDocument();
  });

  it('restores a card, and deletes one only after the spec’s confirmation', async () => {
    const user = userEvent.setup();
    const { panel, fetchMock } = renderPanel({
      [`GET ${BASE}?type=card`]: () =>
        jsonResponse({ items: [item('c1', 'Velho'), item('c2', 'Antigo')], nextCursor: null }),
      'POST /v1/cards/c1/restore': () => jsonResponse({ card: {} }),
      'DELETE /v1/cards/c2': () => new Response(null, { status: 204 }),
    });
    const writes = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method && init.method !== 'GET')
        .map(([url, init]) => `${init?.method} ${String(url)}`);

    await user.click(await within(panel).findByRole('button', { name: 'Restaurar Velho' }));
    await waitFor(() => expect(writes()).toEqual(['POST /v1/cards/c1/restore']));

    await user.click(within(panel).getByRole('button', { name: 'Excluir Antigo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir Cartão' });
    expect(confirm).toHaveTextContent(
      'Tem certeza que deseja excluir este cartão? Esta ação não pode ser desfeita.',
    );
    expect(writes()).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(writes()).toContain('DELETE /v1/cards/c2'));
  });

  it('shows no Restaurar nor Excluir to who may not manage them', async () => {
    const { panel } = renderPanel(
      {
        [`GET ${BASE}?type=card`]: () =>
          jsonResponse({ items: [item('c1', 'Velho')], nextCursor: null }),
      },
      false,
    );
    expect(await within(panel).findByText('Velho')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Restaurar|Excluir/ })).toBeNull();
  });
});
