import type { Board, BoardPreview } from '@quadro/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import { toast } from '../../../../lib/toast';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/render';
import { LABELS, makeBoard } from '../../testing/board-fixtures';
import { preloadBoardDialogs } from './board-dialogs';
import { BoardScreen } from './board-screen';

// A press on the board fetches the dialogs' code; fetched now, none of it is left loading when a
// test that pressed has ended (Vitest fails a run on a module loaded after its teardown).
beforeAll(() => preloadBoardDialogs());
afterEach(() => vi.unstubAllGlobals());

/** The fixture board's first screen with one card a list: todo shows a of a, b, c. */
function firstScreen(board: Board): BoardPreview {
  return {
    ...board,
    lists: board.lists.map((list) => ({
      ...list,
      cards: list.cards.slice(0, 1),
      cardCount: list.cards.length,
    })),
  };
}

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

/** The address the screen is at, to see what it leaves in it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderScreen(
  seed?: (client: ReturnType<typeof createQueryClient>) => void,
  path = '/board/board',
) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  seed?.(client);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <BoardScreen boardId="board" access={{ role: 'owner', ownerPlanActive: true }} />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

describe('BoardScreen on a board not loaded yet', () => {
  it('shows the first screen read-only, then fetches the whole board once that has painted', async () => {
    const board = makeBoard();
    const preview = deferred();
    const whole = deferred();
    const fetchMock = stubFetch({
      'GET /v1/boards/board/preview': () => preview.promise,
      'GET /v1/boards/board': () => whole.promise,
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
    });
    renderScreen();

    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain('GET /v1/boards/board');
    preview.resolve(jsonResponse({ board: firstScreen(board) }));

    const main = await screen.findByRole('main', { name: 'Meu Quadro' });
    expect(main).toHaveAttribute('aria-busy', 'true');
    const todo = screen.getByRole('region', { name: 'todo' });
    expect(within(todo).getByText('3 cartões')).toBeInTheDocument();
    expect(within(todo).getByText('Carregando cartões...')).toBeInTheDocument();
    expect(within(todo).getByRole('button', { name: 'a' })).not.toHaveAttribute(
      'aria-roledescription',
    );
    expect(within(todo).queryByRole('button', { name: 'b' })).toBeNull();

    await waitFor(() => expect(requested(fetchMock)).toContain('GET /v1/boards/board'));
    // Live updates wait for the whole board, whose version they compare.
    expect(requested(fetchMock)).not.toContain('GET /v1/boards/board/events');
    whole.resolve(jsonResponse({ board }));

    expect(await within(todo).findByRole('button', { name: 'b' })).toBeInTheDocument();
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(within(todo).getByRole('button', { name: 'a' })).toHaveAttribute(
      'aria-roledescription',
      'cartão arrastável',
    );
    expect(within(todo).queryByText('Carregando cartões...')).toBeNull();
    await waitFor(() => expect(requested(fetchMock)).toContain('GET /v1/boards/board/events'));
  });

  it('fetches the whole board when the first screen fails', async () => {
    const board = makeBoard();
    stubFetch({
      'GET /v1/boards/board/preview': () => jsonResponse({ error: 'Indisponível' }, 503),
      'GET /v1/boards/board': () => jsonResponse({ board }),
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
    });
    renderScreen();

    const todo = await screen.findByRole('region', { name: 'todo' });
    expect(within(todo).getByRole('button', { name: 'c' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Meu Quadro' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the load error when the whole board fails after its first screen', async () => {
    const board = makeBoard();
    stubFetch({
      'GET /v1/boards/board/preview': () => jsonResponse({ board: firstScreen(board) }),
      'GET /v1/boards/board': () => jsonResponse({ error: 'Indisponível' }, 503),
    });
    renderScreen();

    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar quadro');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('BoardScreen on a board already loaded', () => {
  it('shows it whole and asks for no first screen', async () => {
    const board = makeBoard();
    const fetchMock = stubFetch({
      'GET /v1/boards/board': () => jsonResponse({ board }),
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
    });
    renderScreen((client) => client.setQueryData(queryKeys.board('board'), board));

    const todo = await screen.findByRole('region', { name: 'todo' });
    expect(within(todo).getByRole('button', { name: 'c' })).toBeInTheDocument();
    expect(requested(fetchMock)).not.toContain('GET /v1/boards/board/preview');
  });
});

describe('BoardScreen at a card’s link (?card=)', () => {
  const stubBoard = (board: Board) =>
    stubFetch({
      'GET /v1/boards/board': () => jsonResponse({ board }),
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
      'GET /v1/comments/card/b?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
      'GET /v1/cards/b/follow': () => jsonResponse({ following: false }),
    });

  it('opens the card once the board is whole, and leaves the address when it closes', async () => {
    const board = makeBoard();
    const preview = deferred();
    stubFetch({
      'GET /v1/boards/board/preview': () => preview.promise,
      'GET /v1/boards/board': () => jsonResponse({ board }),
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
      'GET /v1/comments/card/b?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
      'GET /v1/cards/b/follow': () => jsonResponse({ following: false }),
    });
    renderScreen(undefined, '/board/board?card=b');
    // Card b is not on the first screen: the link waits for the whole board.
    preview.resolve(jsonResponse({ board: firstScreen(board) }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(/^b/);
    expect(dialog).toHaveTextContent('na lista todo');
    expect(screen.getByTestId('address')).toHaveTextContent('/board/board?card=b');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/board\/board$/),
    );
  });

  it('says a card no longer on the board is not found, and leaves the address', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    stubBoard(makeBoard());
    renderScreen(
      (client) => client.setQueryData(queryKeys.board('board'), makeBoard()),
      '/board/board?card=gone',
    );

    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/board\/board$/),
    );
    expect(error).toHaveBeenCalledExactlyOnceWith('Cartão não encontrado');
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });
});

describe('BoardScreen filters', () => {
  it('filters by label, counts what passes every filter, and clears them all', async () => {
    const user = userEvent.setup();
    const board = makeBoard();
    const [a, b] = board.lists[0]!.cards;
    a!.labelIds = [LABELS.urgent.id];
    b!.labelIds = [LABELS.urgent.id, LABELS.green.id];
    b!.assigneeId = '00000000-0000-4000-8000-00000000000b';
    stubFetch({
      'GET /v1/boards/board': () => jsonResponse({ board }),
      'GET /v1/boards/board/events': () => new Promise<Response>(() => {}),
    });
    renderScreen((client) => client.setQueryData(queryKeys.board('board'), board));

    const labelFilter = await screen.findByRole('combobox', { name: 'Filtrar por etiqueta' });
    expect(
      Array.from((labelFilter as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(['Todas as etiquetas', 'Sem etiquetas', 'Urgente', 'Verde', 'Design']);
    await user.selectOptions(labelFilter, 'Urgente');
    expect(screen.getByText('2 de 4 cards')).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'todo' });
    expect(within(todo).queryByRole('button', { name: /^c\b/ })).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filtrar por membro' }),
      'Sem responsável',
    );
    expect(screen.getByText('1 de 4 cards')).toBeInTheDocument();
    expect(within(todo).getByRole('button', { name: /^a\b/ })).toBeInTheDocument();

    await user.selectOptions(labelFilter, 'Sem etiquetas');
    expect(screen.getByText('2 de 4 cards')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(labelFilter).toHaveValue('all');
    expect(screen.queryByText(/de 4 cards/)).toBeNull();
  });
});
