import type { Checklist, ChecklistItem } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast';
import type { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/render';
import { makeBoard } from '../../testing/board-fixtures';
import { renderCardDialog } from '../../testing/card-dialog-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST_ID = '00000000-0000-4000-8000-0000000000c1';
const itemId = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const item = (n: number, text: string, done = false): ChecklistItem => ({
  id: itemId(n),
  checklistId: LIST_ID,
  text,
  done,
  position: n - 1,
  assigneeId: null,
  dueDate: null,
});

/**
 * A server holding card a's checklists: it answers every change the dialog makes and the
 * refetches that follow with what it holds, as the API would.
 */
function checklistServer(items: ChecklistItem[] = []) {
  let checklists: Checklist[] = items.length
    ? [{ id: LIST_ID, cardId: 'a', title: 'Compras', position: 0, items }]
    : [];
  const body = (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)) as Record<string, unknown>;
  const patchItem = (id: string) => (init: RequestInit | undefined) => {
    const change = body(init);
    const list = checklists[0]!;
    let next = list.items.map((candidate) =>
      candidate.id === id ? { ...candidate, ...change } : candidate,
    );
    if (typeof change.position === 'number') {
      const moved = next.find((candidate) => candidate.id === id)!;
      next = next.filter((candidate) => candidate !== moved);
      next.splice(change.position, 0, moved);
    }
    next = next.map((candidate, position) => ({ ...candidate, position }));
    checklists = [{ ...list, items: next }];
    return jsonResponse({ item: next.find((candidate) => candidate.id === id) });
  };
  const handlers: Parameters<typeof stubFetch>[0] = {
    'GET /v1/cards/a/checklists': () => jsonResponse({ checklists }),
    'POST /v1/cards/a/checklists': (init) => {
      const created = { id: LIST_ID, cardId: 'a', title: String(body(init).title), position: 0 };
      checklists = [{ ...created, items: [] }];
      return jsonResponse({ checklist: checklists[0] }, 201);
    },
    [`POST /v1/checklists/${LIST_ID}/items`]: (init) => {
      const list = checklists[0]!;
      const added = item(list.items.length + 1, String(body(init).text));
      checklists = [{ ...list, items: [...list.items, added] }];
      return jsonResponse({ item: added }, 201);
    },
  };
  for (let n = 1; n <= 5; n += 1)
    handlers[`PATCH /v1/checklist-items/${itemId(n)}`] = patchItem(itemId(n));
  return handlers;
}

const itemTexts = () =>
  within(screen.getByRole('list', { name: /Compras|Checklist/ }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe('CardChecklists', () => {
  it('adds a checklist, then items one after another with Enter, the field staying open', async () => {
    const user = userEvent.setup();
    const { writes, cached } = renderCardDialog({ handlers: checklistServer() });

    await user.click(await screen.findByRole('button', { name: 'Adicionar checklist' }));
    const title = screen.getByRole('textbox', { name: 'Título da checklist' });
    expect(title).toHaveValue('Checklist');
    await user.keyboard('{Enter}');

    const field = await screen.findByRole('textbox', { name: 'Novo item' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Pão{Enter}Leite{Enter}Ovos{Enter}');
    expect(itemTexts()).toEqual(['Pão', 'Leite', 'Ovos']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await waitFor(() =>
      expect(writes()).toEqual([
        'POST /v1/cards/a/checklists {"title":"Checklist"}',
        `POST /v1/checklists/${LIST_ID}/items {"text":"Pão"}`,
        `POST /v1/checklists/${LIST_ID}/items {"text":"Leite"}`,
        `POST /v1/checklists/${LIST_ID}/items {"text":"Ovos"}`,
      ]),
    );
    // Each item can be ticked once the server has it.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ovos' })).toBeEnabled());
    expect(cached()?.lists[0]?.cards[0]?.checklist).toEqual({ done: 0, total: 3 });
    expect(screen.getByRole('progressbar', { name: 'Progresso de Checklist' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 3 itens concluídos',
    );
  });

  it('ticks an item (the tile’s count too) and moves one with Alt + ↑, saying so', async () => {
    const user = userEvent.setup();
    const board = makeBoard();
    board.lists[0]!.cards[0]!.checklist = { done: 0, total: 3 };
    const { writes, cached } = renderCardDialog({
      board,
      handlers: checklistServer([item(1, 'Pão'), item(2, 'Leite'), item(3, 'Ovos')]),
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Leite' }));
    expect(screen.getByRole('checkbox', { name: 'Leite' })).toBeChecked();
    expect(cached()?.lists[0]?.cards[0]?.checklist).toEqual({ done: 1, total: 3 });
    const progress = screen.getByRole('progressbar', { name: 'Progresso de Compras' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(progress).toHaveAttribute('aria-valuetext', '1 de 3 itens concluídos');

    const eggs = screen.getByRole('button', { name: 'Ovos' });
    eggs.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(itemTexts()).toEqual(['Pão', 'Ovos', 'Leite']);
    expect(screen.getByRole('button', { name: 'Ovos' })).toHaveFocus();
    expect(screen.getByText('Item “Ovos” movido para a posição 2 de 3.')).toBeInTheDocument();

    // Hidden done items keep their places: one more step up passes 'Pão', the item shown above.
    await user.click(screen.getByRole('button', { name: 'Ocultar itens concluídos' }));
    expect(itemTexts()).toEqual(['Pão', 'Ovos']);
    screen.getByRole('button', { name: 'Ovos' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(itemTexts()).toEqual(['Ovos', 'Pão']);

    await waitFor(() =>
      expect(writes()).toEqual([
        `PATCH /v1/checklist-items/${itemId(2)} {"done":true}`,
        `PATCH /v1/checklist-items/${itemId(3)} {"position":1}`,
        `PATCH /v1/checklist-items/${itemId(3)} {"position":0}`,
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Mostrar concluídos (1)' }));
    await waitFor(() => expect(itemTexts()).toEqual(['Ovos', 'Pão', 'Leite']));
  });

  it('edits an item in place, and takes a refused tick back with a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const server = checklistServer([item(1, 'Pão')]);
    const board = makeBoard();
    board.lists[0]!.cards[0]!.checklist = { done: 0, total: 1 };
    const { writes, cached } = renderCardDialog({
      board,
      handlers: {
        ...server,
        [`PATCH /v1/checklist-items/${itemId(1)}`]: (init) =>
          String(init?.body).includes('done')
            ? jsonResponse({ error: 'Erro interno do servidor', code: 'INTERNAL_ERROR' }, 500)
            : server[`PATCH /v1/checklist-items/${itemId(1)}`]!(init),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Pão' }));
    const text = screen.getByRole('textbox', { name: 'Texto do item' });
    await user.clear(text);
    await user.type(text, 'Pão integral{Enter}');
    expect(screen.getByRole('button', { name: 'Pão integral' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pão integral' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro interno do servidor'));
    expect(screen.getByRole('checkbox', { name: 'Pão integral' })).not.toBeChecked();
    expect(cached()?.lists[0]?.cards[0]?.checklist).toEqual({ done: 0, total: 1 });
    expect(writes()).toEqual([
      `PATCH /v1/checklist-items/${itemId(1)} {"text":"Pão integral"}`,
      `PATCH /v1/checklist-items/${itemId(1)} {"done":true}`,
    ]);
  });

  it('shows a reader the items without controls', async () => {
    const board = makeBoard();
    board.lists[0]!.cards[0]!.checklist = { done: 1, total: 1 };
    renderCardDialog({ board, canEdit: false, handlers: checklistServer([item(1, 'Pão', true)]) });
    expect(await screen.findByRole('checkbox', { name: 'Pão' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
