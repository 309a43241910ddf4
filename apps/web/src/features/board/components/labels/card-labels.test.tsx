import type { Label } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { toast } from '../../../../lib/toast';
import { testUser } from '../../../../test/users';
import { jsonResponse } from '../../../../test/render';
import { renderCardDialog } from '../../testing/card-dialog-harness';
import { LABELS, makeBoard, makeCard } from '../../testing/board-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardAnswer = () => jsonResponse({ card: makeCard('a', 'todo', 0) });
/** The card's own labels (the picker lists the board's). */
const onCard = () => screen.getByRole('list', { name: 'Etiquetas' });

describe('CardLabels', () => {
  it('puts a label on by keyboard from the search, at once, and Esc gives the focus back', async () => {
    const user = userEvent.setup();
    const { writes, cached, onClose } = renderCardDialog({
      handlers: { 'POST /v1/cards/a/labels': cardAnswer },
    });

    const trigger = await screen.findByRole('button', { name: 'Adicionar etiqueta' });
    await user.click(trigger);
    const picker = screen.getByRole('dialog', { name: 'Etiquetas' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const search = within(picker).getByRole('searchbox', { name: 'Buscar etiquetas' });
    expect(search).toHaveFocus();

    await user.type(search, 'verde');
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.textContent),
    ).toEqual(['Etiqueta Verde']);
    await user.keyboard('{ArrowDown}');
    const green = within(picker).getByRole('checkbox', { name: 'Etiqueta Verde' });
    expect(green).toHaveFocus();
    await user.keyboard(' ');

    expect(green).toBeChecked();
    expect(onCard()).toHaveTextContent('Etiqueta Verde');
    expect(cached()?.lists[0]?.cards[0]?.labelIds).toEqual([LABELS.green.id]);
    await waitFor(() =>
      expect(writes()).toEqual([`POST /v1/cards/a/labels {"labelId":"${LABELS.green.id}"}`]),
    );

    await user.keyboard('{ArrowUp}');
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Etiquetas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Editar etiquetas' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes a label off with Enter in the search, and puts it back with a toast when refused', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const board = makeBoard();
    board.lists[0]!.cards[0]!.labelIds = [LABELS.urgent.id];
    const { cached } = renderCardDialog({
      board,
      handlers: {
        [`DELETE /v1/cards/a/labels/${LABELS.urgent.id}`]: () =>
          jsonResponse({ error: 'Você não tem permissão para esta ação', code: 'FORBIDDEN' }, 403),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Editar etiquetas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar etiquetas' }), 'urg{Enter}');

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Você não tem permissão para esta ação'),
    );
    expect(cached()?.lists[0]?.cards[0]?.labelIds).toEqual([LABELS.urgent.id]);
    expect(screen.getByRole('checkbox', { name: 'Urgente' })).toBeChecked();
  });

  it('creates a label (name and colour) and puts it on the card', async () => {
    const user = userEvent.setup();
    const created: Label = {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Bloqueado',
      color: 'purple',
    };
    const { writes } = renderCardDialog({
      handlers: {
        'POST /v1/boards/board/labels': () => jsonResponse({ label: created }, 201),
        'POST /v1/cards/a/labels': cardAnswer,
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Adicionar etiqueta' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar etiquetas' }), 'Bloq');
    expect(screen.getByText('Nenhuma etiqueta encontrada.')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    const picker = screen.getByRole('dialog', { name: 'Criar etiqueta' });
    const name = within(picker).getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveValue('Bloq');
    expect(name).toHaveFocus();
    await user.type(name, 'ueado');
    await user.click(within(picker).getByRole('radio', { name: 'Roxo' }));
    await user.click(within(picker).getByRole('button', { name: 'Criar' }));

    await waitFor(() => expect(onCard()).toHaveTextContent('Bloqueado'));
    expect(screen.getByRole('dialog', { name: 'Etiquetas' })).toBeInTheDocument();
    await waitFor(() =>
      expect(writes()).toEqual([
        'POST /v1/boards/board/labels {"name":"Bloqueado","color":"purple"}',
        `POST /v1/cards/a/labels {"labelId":"${created.id}"}`,
      ]),
    );
  });

  it('renames a label, and deletes one only once confirmed', async () => {
    const user = userEvent.setup();
    const board = makeBoard();
    board.lists[0]!.cards[0]!.labelIds = [LABELS.urgent.id, LABELS.design.id];
    const { writes, cached } = renderCardDialog({
      board,
      handlers: {
        [`PATCH /v1/labels/${LABELS.urgent.id}`]: () =>
          jsonResponse({ label: { ...LABELS.urgent, name: 'Urgentíssimo' } }),
        [`DELETE /v1/labels/${LABELS.design.id}`]: () => new Response(null, { status: 204 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Editar etiquetas' }));
    await user.click(screen.getByRole('button', { name: 'Editar etiqueta Urgente' }));
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Urgentíssimo{Enter}');
    expect(onCard()).toHaveTextContent('Urgentíssimo');

    await user.click(screen.getByRole('button', { name: 'Editar etiqueta Design' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('dialog', { name: 'Excluir etiqueta?' })).toHaveTextContent(
      'será removida de todos os cartões',
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));

    expect(cached()?.labels.map((label) => label.name)).toEqual(['Urgentíssimo', '']);
    expect(cached()?.lists[0]?.cards[0]?.labelIds).toEqual([LABELS.urgent.id]);
    await waitFor(() =>
      expect(writes()).toEqual([
        `PATCH /v1/labels/${LABELS.urgent.id} {"name":"Urgentíssimo"}`,
        `DELETE /v1/labels/${LABELS.design.id}`,
      ]),
    );
  });

  it('shows a reader the card’s labels without the picker', async () => {
    const board = makeBoard();
    board.lists[0]!.cards[0]!.labelIds = [LABELS.green.id];
    renderCardDialog({ board, canEdit: false });
    expect(await screen.findByRole('list', { name: 'Etiquetas' })).toHaveTextContent(
      'Etiqueta Verde',
    );
    expect(screen.queryByRole('button', { name: /etiqueta/i })).toBeNull();
  });

  it('shows or hides the names on the tiles from the keyboard, as a click on a chip does', async () => {
    const person = testUser();
    useAuthStore.setState({ user: person });
    const user = userEvent.setup();
    renderCardDialog();
    const names = await screen.findByRole('button', { name: 'Nomes nos cartões' });
    expect(names).toHaveAttribute('aria-pressed', 'true');
    names.focus();
    await user.keyboard('{Enter}');
    expect(names).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(`quadro-label-names:${person.id}`)).toBe('hidden');
    await user.keyboard(' ');
    expect(names).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(`quadro-label-names:${person.id}`)).toBeNull();
    useAuthStore.setState({ user: null });
  });
});
