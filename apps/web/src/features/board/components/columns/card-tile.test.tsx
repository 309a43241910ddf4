import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { testUser } from '../../../../test/users';
import { BoardLabelsProvider } from '../../hooks/use-board-labels';
import { LABELS, makeBoard } from '../../testing/board-fixtures';
import { KanbanBoard } from '../board/kanban-board';

const user = testUser();

beforeEach(() => useAuthStore.setState({ user }));
afterEach(() => useAuthStore.setState({ user: null }));

function renderBoard() {
  const board = makeBoard();
  const [a, b, c] = board.lists[0]!.cards;
  a!.labelIds = [LABELS.urgent.id, LABELS.green.id];
  a!.checklist = { done: 1, total: 3 };
  b!.labelIds = [LABELS.urgent.id];
  c!.checklist = { done: 2, total: 2 };
  const onOpenCard = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BoardLabelsProvider labels={board.labels}>
        <KanbanBoard
          board={board}
          partial={false}
          matches={null}
          canManageCards
          canManageLists
          onOpenCard={onOpenCard}
          onEditList={() => {}}
          onAddCard={() => {}}
        />
      </BoardLabelsProvider>
    </QueryClientProvider>,
  );
  return { onOpenCard };
}

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

describe('CardTile labels', () => {
  it('shows named labels by name and colour-only ones as bars named by their colour', () => {
    renderBoard();
    // Read after the title, though shown above it.
    expect(tile('a')).toHaveAccessibleName(
      /^a ?— etiquetas: ?Urgente, ?Etiqueta Verde ?— checklist: 1 de 3 itens concluídos$/,
    );
    expect(within(tile('a')).getByText('Urgente')).toBeVisible();
    expect(within(tile('a')).getByTitle('Etiqueta Verde')).toBeInTheDocument();
    expect(within(tile('b')).queryByTitle('Urgente')).toBeNull();
  });

  it('hides and shows the names on every tile with a click on a chip, without opening the card', async () => {
    const events = userEvent.setup();
    const { onOpenCard } = renderBoard();

    await events.click(within(tile('a')).getByText('Urgente'));
    expect(onOpenCard).not.toHaveBeenCalled();
    expect(within(tile('b')).getByTitle('Urgente')).toBeInTheDocument();
    expect(within(tile('a')).getByTitle('Urgente')).toBeInTheDocument();
    expect(localStorage.getItem(`quadro-label-names:${user.id}`)).toBe('hidden');
    // Still read aloud.
    expect(tile('b')).toHaveAccessibleName(/^b ?— etiquetas: ?Urgente$/);

    await events.click(within(tile('b')).getByTitle('Urgente'));
    expect(within(tile('a')).queryByTitle('Urgente')).toBeNull();
    expect(localStorage.getItem(`quadro-label-names:${user.id}`)).toBeNull();

    await events.click(tile('a'));
    expect(onOpenCard).toHaveBeenCalledWith('a');
  });

  it('remembers the choice for the person, not for whoever signs in next', () => {
    localStorage.setItem(`quadro-label-names:${user.id}`, 'hidden');
    useAuthStore.setState({ user: testUser({ id: '00000000-0000-4000-8000-000000000002' }) });
    renderBoard();
    expect(within(tile('b')).queryByTitle('Urgente')).toBeNull();
  });
});

describe('CardTile checklist badge', () => {
  it('counts the items done, green once they all are', () => {
    renderBoard();
    const partial = within(tile('a')).getByText('1/3').parentElement;
    expect(partial).toHaveClass('bg-slate-100');
    const complete = within(tile('c')).getByText('2/2').parentElement;
    expect(complete).toHaveClass('bg-green-100', 'text-green-800');
    expect(within(tile('b')).queryByText(/\d\/\d/)).toBeNull();
  });
});
