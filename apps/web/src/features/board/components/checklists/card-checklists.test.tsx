import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast';
import { jsonResponse } from '../../../../test/render';
import { makeBoard } from '../../testing/board-fixtures';
import { renderCardDialog } from '../../testing/card-dialog-harness';
import { checklistItem, checklistServer, itemId, LIST_ID } from '../../testing/checklist-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
      handlers: checklistServer([
        checklistItem(1, 'Pão'),
        checklistItem(2, 'Leite'),
        checklistItem(3, 'Ovos'),
      ]),
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
    const server = checklistServer([checklistItem(1, 'Pão')]);
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
    renderCardDialog({
      board,
      canEdit: false,
      handlers: checklistServer([checklistItem(1, 'Pão', true)]),
    });
    expect(await screen.findByRole('checkbox', { name: 'Pão' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });
});
