import type { SearchResult } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SearchDialog } from './search-dialog';

afterEach(() => vi.unstubAllGlobals());

const WS = '00000000-0000-4000-8000-0000000000f1';
const BOARD_A = '00000000-0000-4000-8000-0000000000b1';
const BOARD_B = '00000000-0000-4000-8000-0000000000b2';

const result = (id: string, boardId: string, overrides: Partial<SearchResult> = {}) => ({
  type: 'card' as const,
  id: `00000000-0000-4000-8000-0000000000${id}`,
  title: `Cartão ${id}`,
  snippet: '',
  highlights: [],
  boardId,
  boardName: boardId === BOARD_A ? 'Financeiro' : 'Eventos',
  listName: 'A Fazer',
  archived: false,
  ...overrides,
});

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderSearch(results: SearchResult[]) {
  const fetchMock = stubFetch({
    [`GET /v1/search?q=reuniao&includeArchived=false&workspaceId=${WS}`]: () =>
      jsonResponse({ results, nextCursor: null }),
    [`GET /v1/search?q=reuniao&includeArchived=true&workspaceId=${WS}`]: () =>
      jsonResponse({ results: [result('c3', BOARD_A, { archived: true })], nextCursor: null }),
    [`GET /v1/search?q=nada&includeArchived=false&workspaceId=${WS}`]: () =>
      jsonResponse({ results: [], nextCursor: null }),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <SearchDialog workspaceId={WS} onClose={onClose} />
      <Address />
    </>,
    { path: '/board/x' },
  );
  return { fetchMock, onClose };
}

describe('SearchDialog', () => {
  it('hints what it searches until something is typed', () => {
    renderSearch([]);
    expect(screen.getByRole('combobox', { name: 'Buscar cartões' })).toHaveFocus();
    expect(
      screen.getByText('Busque por cartões, descrições, comentários, etiquetas e checklists'),
    ).toBeInTheDocument();
  });

  it('groups results by board, marks the matched words, and opens one with the keyboard', async () => {
    const user = userEvent.setup();
    const { onClose } = renderSearch([
      result('a1', BOARD_A, {
        title: 'Reunião de orçamento',
        snippet: 'Pauta da reunião anual',
        highlights: [[9, 16]],
      }),
      result('b1', BOARD_B),
      result('a2', BOARD_A),
    ]);
    const field = screen.getByRole('combobox', { name: 'Buscar cartões' });
    await user.type(field, 'reuniao');

    const listbox = await screen.findByRole('listbox', { name: 'Resultados da busca' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent),
    ).toEqual([expect.stringMatching(/^Financeiro/), expect.stringMatching(/^Eventos/)]);
    expect(within(groups[0]!).getByText('reunião', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('3 resultados')).toBeInTheDocument();

    // The arrows walk the results as shown (Financeiro's two, then Eventos'), wrapping.
    const options = within(listbox).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveTextContent('Cartão b1');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent(
      `/board/${BOARD_B}?card=00000000-0000-4000-8000-0000000000b1`,
    );
  });

  it('includes archived cards when asked, with their badge', async () => {
    const user = userEvent.setup();
    renderSearch([result('a1', BOARD_A)]);
    await user.type(screen.getByRole('combobox', { name: 'Buscar cartões' }), 'reuniao');
    await screen.findByRole('option', { name: /Cartão a1/ });
    await user.click(screen.getByRole('checkbox', { name: 'Incluir arquivados' }));
    const archived = await screen.findByRole('option', { name: /Cartão c3/ });
    expect(within(archived).getByText('Arquivado')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch([]);
    await user.type(screen.getByRole('combobox', { name: 'Buscar cartões' }), 'nada');
    expect(await screen.findByText('Nenhum resultado para “nada”')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('asks once the typing pauses, not at every key', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSearch([result('a1', BOARD_A)]);
    await user.type(screen.getByRole('combobox', { name: 'Buscar cartões' }), 'reuniao');
    await screen.findByRole('option', { name: /Cartão a1/ });
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/search'));
    expect(searches.map(([url]) => String(url))).toEqual([
      `/v1/search?q=reuniao&includeArchived=false&workspaceId=${WS}`,
    ]);
  });
});
