import type { Card, CardDetailResponse } from '@quadro/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExternalToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast';
import { dismissUndo } from '../../../../lib/undo';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { DueCalendarProvider } from '../../hooks/use-due-calendar';
import { makeBoard, makeCard } from '../../testing/board-fixtures';
import { renderCardDialog } from '../../testing/card-dialog-harness';
import { CardDetailDialog } from './card-detail-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('CardDetailDialog comments', () => {
  it('shows the comments; Esc in a comment edit cancels the edit, not the dialog', async () => {
    const user = userEvent.setup();
    const createdAt = new Date().toISOString();
    stubFetch({
      'GET /v1/comments/card/a?limit=50': () =>
        jsonResponse({
          comments: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              content: 'Primeiro',
              createdAt,
              updatedAt: createdAt,
              user: null,
              canEdit: true,
              canDelete: true,
            },
          ],
          nextCursor: null,
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <CardDetailDialog
        board={makeBoard()}
        cardId="a"
        members={[]}
        canEdit
        canManageLabels
        canComment
        onClose={onClose}
      />,
    );

    expect(await screen.findByText('Primeiro')).toBeInTheDocument();
    expect(screen.getByText('agora mesmo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Editar comentário' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toBeInTheDocument();
  });

  it('closes the mention list on Esc, not the dialog; the next Esc closes the dialog', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /v1/comments/card/a?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <CardDetailDialog
        board={makeBoard()}
        cardId="a"
        members={[
          {
            id: '00000000-0000-4000-8000-000000000009',
            name: 'Ana Souza',
            email: 'ana@example.com',
            role: 'member',
            avatarUrl: null,
            isOnline: false,
            lastSeen: null,
          },
        ]}
        canEdit
        canManageLabels
        canComment
        onClose={onClose}
      />,
    );

    await user.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), '@an');
    const mentions = await screen.findByRole('listbox', { name: 'Mencionar membro' });
    expect(within(mentions).getByRole('option', { name: 'Ana Souza' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the description as Markdown and edits its raw text', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const board = makeBoard();
    const description = '### Passos\n\n- **abrir** o [guia](https://example.com/guia)';
    board.lists[0]!.cards[0] = { ...board.lists[0]!.cards[0]!, description };
    renderWithProviders(
      <CardDetailDialog
        board={board}
        cardId="a"
        members={[]}
        canEdit
        canManageLabels
        canComment
        onClose={vi.fn()}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Passos', level: 6 })).toBeInTheDocument();
    expect(screen.getByText('abrir').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'guia' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Editar descrição' }));
    expect(screen.getByRole('textbox', { name: 'Descrição do cartão' })).toHaveValue(description);
  });
});

describe('CardDetailDialog due date', () => {
  const SP = 'America/Sao_Paulo';
  /** Wednesday 23 December 2026, noon in São Paulo; Christmas is a day off. */
  const NOW = new Date('2026-12-23T12:00:00-03:00');

  function renderDue(card: Partial<Card>, canEdit = true) {
    const sent: unknown[] = [];
    stubFetch({
      'GET /v1/comments/card/a?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
      'PATCH /v1/cards/a': (init) => {
        const body = JSON.parse(String(init?.body)) as Partial<Card>;
        sent.push(body);
        return jsonResponse({ card: { ...board.lists[0]!.cards[0]!, ...body } });
      },
    });
    const board = makeBoard();
    board.lists[0]!.cards[0] = { ...board.lists[0]!.cards[0]!, ...card };
    renderWithProviders(
      <DueCalendarProvider holidays={new Set(['2026-12-25'])} timeZone={SP}>
        <CardDetailDialog
          board={board}
          cardId="a"
          members={[]}
          canEdit={canEdit}
          canManageLabels={canEdit}
          canComment
          onClose={vi.fn()}
        />
      </DueCalendarProvider>,
    );
    return sent;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("sets 'Em 3 dias úteis' across Christmas and the weekend, at 18:00 by default", async () => {
    const user = userEvent.setup();
    const sent = renderDue({});
    expect(await screen.findByLabelText('Data de entrega')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Em 3 dias úteis' }));
    await waitFor(() => expect(sent).toEqual([{ dueDate: '2026-12-29T21:00:00.000Z' }]));
    // No date, no 'Concluído' to tick.
    expect(screen.queryByRole('checkbox', { name: 'Concluído' })).toBeNull();
  });

  it('shows the date in the viewer’s zone, keeps its time for a shortcut, completes and removes it', async () => {
    const user = userEvent.setup();
    const sent = renderDue({ dueDate: '2026-12-28T12:30:00.000Z' });
    expect(await screen.findByLabelText('Data de entrega')).toHaveValue('2026-12-28T09:30');
    await user.click(screen.getByRole('button', { name: 'Próximo dia útil' }));
    await user.click(screen.getByRole('checkbox', { name: 'Concluído' }));
    await user.click(screen.getByRole('button', { name: 'Remover data' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { dueDate: '2026-12-24T12:30:00.000Z' },
        { dueComplete: true },
        { dueDate: null },
      ]),
    );
  });

  it("keeps 'Concluído' ticked from the click on, while the server has not answered", async () => {
    renderDue({ dueDate: '2026-12-28T12:30:00.000Z' });
    const box = await screen.findByRole('checkbox', { name: 'Concluído' });
    let sent = false;
    // The server takes its time: the box shows the tick meanwhile.
    stubFetch({
      'PATCH /v1/cards/a': () => {
        sent = true;
        return new Promise<Response>(() => {});
      },
    });

    fireEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(sent).toBe(true));
    expect(box).toBeChecked();
  });

  it('sends a typed date once the field loses focus', async () => {
    const user = userEvent.setup();
    const sent = renderDue({});
    const field = await screen.findByLabelText('Data de entrega');
    await user.click(field);
    fireEvent.change(field, { target: { value: '2027-01-05T10:15' } });
    expect(sent).toEqual([]);
    await user.tab();
    await waitFor(() => expect(sent).toEqual([{ dueDate: '2027-01-05T13:15:00.000Z' }]));
  });

  it('shows a reader the date and its completion, without controls', async () => {
    renderDue({ dueDate: '2026-12-28T12:30:00.000Z', dueComplete: true }, false);
    expect(await screen.findByText('28/12/2026 às 09:30')).toBeInTheDocument();
    expect(screen.getByText('Concluído')).toBeInTheDocument();
    expect(screen.queryByLabelText('Data de entrega')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hoje' })).toBeNull();
  });
});

describe('CardDetailDialog follow', () => {
  function renderReader(handlers: Parameters<typeof stubFetch>[0]) {
    const fetchMock = stubFetch({
      'GET /v1/comments/card/a?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
      ...handlers,
    });
    renderWithProviders(
      <CardDetailDialog
        board={makeBoard()}
        cardId="a"
        members={[]}
        canEdit={false}
        canManageLabels={false}
        canComment={false}
        onClose={vi.fn()}
      />,
    );
    return fetchMock;
  }

  const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => /^(PUT|DELETE) /.test(call));

  it('lets a reader follow the card and stop, shown at once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderReader({
      'GET /v1/cards/a/follow': () => jsonResponse({ following: false }),
      'PUT /v1/cards/a/follow': () => jsonResponse({ following: true }),
      'DELETE /v1/cards/a/follow': () => jsonResponse({ following: false }),
    });

    const button = await screen.findByRole('button', { name: 'Seguir' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Seguindo');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(writes(fetchMock)).toEqual(['PUT /v1/cards/a/follow', 'DELETE /v1/cards/a/follow']),
    );
    expect(button).toHaveAccessibleName('Seguir');
  });

  it('shows a card already followed, and puts it back with a toast when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderReader({
      'GET /v1/cards/a/follow': () => jsonResponse({ following: true }),
      'DELETE /v1/cards/a/follow': () =>
        jsonResponse({ error: 'Cartão não encontrado', code: 'NOT_FOUND' }, 404),
    });

    const button = await screen.findByRole('button', { name: 'Seguindo' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Cartão não encontrado'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Seguindo');
    error.mockRestore();
  });
});

const cardIds = (lists: { cards: { id: string }[] }[] | undefined) =>
  lists?.map((list) => list.cards.map((card) => card.id));

describe('CardDetailDialog archiving', () => {
  afterEach(() => {
    dismissUndo();
    vi.restoreAllMocks();
  });

  it('archives at once, closes, and offers Desfazer that puts the card back in its place', async () => {
    const user = userEvent.setup();
    const shown: ExternalToast[] = [];
    vi.spyOn(toast, 'message').mockImplementation((_message, options) => {
      shown.push(options ?? {});
    });
    const card = makeCard('b', 'todo', 1);
    const { writes, cached, onClose } = renderCardDialog({
      cardId: 'b',
      handlers: {
        'GET /v1/comments/card/b?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
        'GET /v1/cards/b/follow': () => jsonResponse({ following: false }),
        'POST /v1/cards/b/archive': () => jsonResponse({ card }),
        'POST /v1/cards/b/restore': () => jsonResponse({ card }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Arquivar cartão' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(cardIds(cached()?.lists)).toEqual([['a', 'c'], ['x'], []]));
    await waitFor(() =>
      expect(toast.message).toHaveBeenCalledWith('Cartão arquivado', expect.anything()),
    );

    (shown[0]!.action as { label: string; onClick: () => void }).onClick();
    await waitFor(() => expect(cardIds(cached()?.lists)).toEqual([['a', 'b', 'c'], ['x'], []]));
    expect(writes()).toEqual(['POST /v1/cards/b/archive', 'POST /v1/cards/b/restore']);
  });

  it('shows a card off the board under a banner, read-only, with Restaurar and Excluir', async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'message').mockImplementation(() => undefined);
    const archived = { ...makeCard('z', 'todo', 3), title: 'Reunião antiga' };
    const detail: CardDetailResponse = {
      card: archived,
      boardId: 'board',
      listName: 'todo',
      archivedAt: '2026-01-02T00:00:00.000Z',
      listArchived: false,
    };
    const { writes, cached } = renderCardDialog({
      board: makeBoard(),
      cardId: 'z',
      handlers: {
        'GET /v1/cards/z': () => jsonResponse(detail),
        'GET /v1/comments/card/z?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
        'POST /v1/cards/z/restore': () => jsonResponse({ card: archived }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: /Reunião antiga/ });
    expect(within(dialog).getByText('Este cartão está arquivado.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('na lista todo');
    expect(within(dialog).queryByRole('button', { name: /editar título/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Arquivar cartão' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(cardIds(cached()?.lists)?.[0]).toEqual(['a', 'b', 'c', 'z']));
    expect(writes()).toEqual(['POST /v1/cards/z/restore']);
    expect(toast.message).toHaveBeenCalledWith('Cartão restaurado');
  });

  it('says why a card of an archived list is not on the board', async () => {
    const detail: CardDetailResponse = {
      card: makeCard('z', 'gone-list', 0),
      boardId: 'board',
      listName: 'Antigos',
      archivedAt: null,
      listArchived: true,
    };
    renderCardDialog({
      cardId: 'z',
      handlers: {
        'GET /v1/cards/z': () => jsonResponse(detail),
        'GET /v1/comments/card/z?limit=50': () => jsonResponse({ comments: [], nextCursor: null }),
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A lista deste cartão está arquivada.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('na lista Antigos');
    expect(within(dialog).queryByText('Este cartão está arquivado.')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Restaurar' })).toBeNull();
  });

  it('says a card that is gone is not found, and closes', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { onClose } = renderCardDialog({ cardId: 'gone' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('Cartão não encontrado');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
