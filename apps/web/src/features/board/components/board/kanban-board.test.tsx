import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { makeBoard } from '../../testing/board-fixtures';
import { KanbanBoard, type KanbanBoardProps } from './kanban-board';

function renderBoard(props: Partial<KanbanBoardProps> = {}) {
  const onOpenCard = vi.fn();
  const board = makeBoard();
  board.lists[0]!.cards[1]!.assigneeId = '00000000-0000-4000-8000-00000000000a';
  render(
    <QueryClientProvider client={createQueryClient()}>
      <KanbanBoard
        board={board}
        partial={false}
        matches={null}
        canManageCards
        canManageLists
        onOpenCard={onOpenCard}
        onEditList={() => {}}
        onAddCard={() => {}}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onOpenCard };
}

describe('KanbanBoard', () => {
  it('renders the columns with their cards, and cards are draggable buttons', () => {
    renderBoard();
    const todo = screen.getByRole('region', { name: 'todo' });
    const card = within(todo).getByRole('button', { name: 'a' });
    expect(card).toHaveAttribute('aria-roledescription', 'cartão arrastável');
    expect(card).not.toHaveAttribute('role');
    expect(screen.getByRole('button', { name: 'Mover lista todo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar lista todo' })).toBeInTheDocument();
  });

  it('gives read-only users no drag handles at all; a click just opens the card', async () => {
    const { onOpenCard } = renderBoard({ canManageCards: false, canManageLists: false });
    const card = screen.getByRole('button', { name: 'a' });
    expect(card).not.toHaveAttribute('aria-roledescription');
    expect(screen.queryByRole('button', { name: /Mover lista/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar lista/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar cartão/ })).toBeNull();
    await userEvent.setup().click(card);
    expect(onOpenCard).toHaveBeenCalledWith('a');
  });

  it('on the first screen, drags nothing but keeps every button where it will be', async () => {
    const { onOpenCard } = renderBoard({ partial: true });
    const card = screen.getByRole('button', { name: 'a' });
    expect(card).not.toHaveAttribute('aria-roledescription');
    const grip = screen.getByRole('button', { name: 'Mover lista todo' });
    expect(grip).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Editar lista todo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar cartão em todo' })).toBeInTheDocument();
    await userEvent.setup().click(card);
    expect(onOpenCard).toHaveBeenCalledWith('a');
  });

  it('shows only the cards the filters let through, with the list counters', () => {
    renderBoard({ matches: (card) => card.assigneeId === null });
    const todo = screen.getByRole('region', { name: 'todo' });
    expect(within(todo).queryByRole('button', { name: 'b' })).toBeNull();
    expect(within(todo).getByRole('button', { name: 'a' })).toBeInTheDocument();
    expect(within(todo).getByText('2 de 3 cartões')).toBeInTheDocument();
  });
});
