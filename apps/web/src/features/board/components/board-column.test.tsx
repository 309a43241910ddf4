import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBoard } from '../testing/board-fixtures';
import { BoardColumn, type BoardColumnProps } from './board-column';

function renderColumn(props: Partial<BoardColumnProps>) {
  const list = makeBoard().lists[0]!;
  render(
    <BoardColumn
      list={list}
      index={0}
      cards={list.cards}
      filtered={false}
      showCards
      canManageLists
      canDragCards
      dropLine={null}
      onOpenCard={() => {}}
      onEditList={() => {}}
      {...props}
    />,
  );
  return screen.getByRole('region', { name: 'todo' });
}

describe('BoardColumn', () => {
  it('shows its cards', () => {
    const column = renderColumn({});
    expect(within(column).getAllByRole('button', { name: /^[abc]$/ })).toHaveLength(3);
  });

  it('far from view, mounts no card but keeps its header and count', () => {
    const column = renderColumn({ showCards: false });
    expect(within(column).queryByRole('button', { name: /^[abc]$/ })).toBeNull();
    expect(within(column).getByText('3 cartões')).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: 'Editar lista todo' })).toBeInTheDocument();
  });
});
