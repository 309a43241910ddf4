import type { Member } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../../lib/toast';
import { jsonResponse } from '../../../../test/render';
import { makeBoard } from '../../testing/board-fixtures';
import { renderCardDialog } from '../../testing/card-dialog-harness';
import {
  checklistItem,
  checklistServer,
  itemId,
  OTHER_LIST_ID,
} from '../../testing/checklist-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const member = (n: number, name: string): Member => ({
  id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'member',
  avatarUrl: null,
  isOnline: false,
  lastSeen: null,
});
const ANA = member(1, 'Ana Alves');
const BRUNO = member(2, 'Bruno Braga');

/** Card a, its tile counting the checklists' items. */
function boardWithItems(total: number) {
  const board = makeBoard();
  board.lists[0]!.cards[0]!.checklist = { done: 0, total };
  return board;
}

const row = (text: string) => screen.getByRole('checkbox', { name: text }).closest('li')!;
const details = () => screen.getByRole('dialog', { name: 'Detalhes do item' });

describe('ItemDetailsPopover', () => {
  it('assigns an item by keyboard: sent, shown by its avatar, the focus back on its button', async () => {
    const user = userEvent.setup();
    const { writes, onClose } = renderCardDialog({
      board: boardWithItems(1),
      members: [ANA, BRUNO],
      handlers: checklistServer([checklistItem(1, 'Pão')]),
    });

    const button = await screen.findByRole('button', { name: 'Detalhes do item Pão' });
    button.focus();
    await user.keyboard('{Enter}');
    const assignee = within(details()).getByRole('combobox', { name: 'Responsável' });
    expect(assignee).toHaveFocus();
    await user.selectOptions(assignee, 'Bruno Braga');

    expect(within(row('Pão')).getByRole('img', { name: 'Bruno Braga' })).toBeInTheDocument();
    await waitFor(() =>
      expect(writes()).toEqual([
        `PATCH /v1/checklist-items/${itemId(1)} {"assigneeId":"${BRUNO.id}"}`,
      ]),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Detalhes do item' })).toBeNull();
    expect(button).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sets a due date by a shortcut, shown as on the tile, and removes it', async () => {
    const user = userEvent.setup();
    const { writes } = renderCardDialog({
      board: boardWithItems(1),
      handlers: checklistServer([checklistItem(1, 'Pão')]),
    });

    await user.click(await screen.findByRole('button', { name: 'Detalhes do item Pão' }));
    await user.click(within(details()).getByRole('button', { name: 'Amanhã' }));
    expect(await within(row('Pão')).findByText('Vence amanhã')).toBeInTheDocument();
    expect(within(details()).getByLabelText<HTMLInputElement>('Data de entrega').value).toMatch(
      /T18:00$/,
    );

    await user.click(within(details()).getByRole('button', { name: 'Remover data' }));
    await waitFor(() => expect(within(row('Pão')).queryByText('Vence amanhã')).toBeNull());
    expect(within(details()).getByLabelText('Data de entrega')).toHaveValue('');
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[0]).toMatch(
      new RegExp(`^PATCH /v1/checklist-items/${itemId(1)} \\{"dueDate":"[\\d-]+T[\\d:.]+Z"\\}$`),
    );
    expect(writes()[1]).toBe(`PATCH /v1/checklist-items/${itemId(1)} {"dueDate":null}`);
  });

  it('takes a refused assignment back, with the server’s reason in a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCardDialog({
      board: boardWithItems(1),
      members: [ANA],
      handlers: {
        ...checklistServer([checklistItem(1, 'Pão')]),
        [`PATCH /v1/checklist-items/${itemId(1)}`]: () =>
          jsonResponse(
            { error: 'O responsável precisa ser membro do workspace', code: 'INVALID_ASSIGNEE' },
            400,
          ),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Detalhes do item Pão' }));
    const assignee = within(details()).getByRole('combobox', { name: 'Responsável' });
    await user.selectOptions(assignee, 'Ana Alves');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('O responsável precisa ser membro do workspace'),
    );
    expect(assignee).toHaveValue('');
    expect(within(row('Pão')).queryByRole('img', { name: 'Ana Alves' })).toBeNull();
  });

  it('moves an item to the card’s other checklist, the focus following it', async () => {
    const user = userEvent.setup();
    const { writes } = renderCardDialog({
      board: boardWithItems(3),
      handlers: checklistServer(
        [checklistItem(1, 'Pão'), checklistItem(2, 'Leite')],
        [checklistItem(3, 'Sabão')],
      ),
    });
    const texts = (title: string) =>
      within(screen.getByRole('list', { name: new RegExp(`^${title}`) }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label'));

    await user.click(await screen.findByRole('button', { name: 'Detalhes do item Leite' }));
    const moveTo = within(details()).getByRole('group', { name: 'Mover para' });
    expect(
      within(moveTo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Casa']);
    await user.click(within(moveTo).getByRole('button', { name: 'Casa' }));

    expect(texts('Compras')).toEqual(['Pão']);
    expect(texts('Casa')).toEqual(['Sabão', 'Leite']);
    expect(screen.getByRole('button', { name: 'Detalhes do item Leite' })).toHaveFocus();
    expect(screen.getByText('Item “Leite” movido para a checklist “Casa”.')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes()).toEqual([
        `PATCH /v1/checklist-items/${itemId(2)} {"checklistId":"${OTHER_LIST_ID}"}`,
      ]),
    );
    // The refetch after the change agrees.
    await waitFor(() => expect(texts('Casa')).toEqual(['Sabão', 'Leite']));
  });

  it('shows a reader the assignee and the date, without the button to change them', async () => {
    const due = new Date(Date.now() - 2 * 86_400_000).toISOString();
    renderCardDialog({
      board: boardWithItems(1),
      canEdit: false,
      members: [ANA],
      handlers: checklistServer([{ ...checklistItem(1, 'Pão'), assigneeId: ANA.id, dueDate: due }]),
    });
    const pão = await screen.findByRole('checkbox', { name: 'Pão' });
    const item = pão.closest('li')!;
    expect(within(item).getByRole('img', { name: 'Ana Alves' })).toBeInTheDocument();
    expect(within(item).getByText(/^Atrasado há 2 dias$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Detalhes do item/ })).toBeNull();
  });
});
