import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../testing/board-fixtures';
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
      canDragList
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

  it('on the board’s first screen, counts every card and keeps room for those on their way', () => {
    const list = { ...makeBoard().lists[0]!, cardCount: 40 };
    const column = renderColumn({ list, cards: list.cards });
    expect(within(column).getAllByRole('button', { name: /^[abc]$/ })).toHaveLength(3);
    expect(within(column).getByText('40 cartões')).toBeInTheDocument();
    expect(within(column).getByText('Carregando cartões...')).toHaveStyle({
      height: `${37 * 80}px`,
    });
  });

  it('shows a list with no card as empty, first screen or not', () => {
    const list = { ...makeBoard().lists[0]!, cards: [], cardCount: 0 };
    const column = renderColumn({ list, cards: [] });
    expect(within(column).getByText('Nenhum cartão')).toBeInTheDocument();
    expect(within(column).queryByText('Carregando cartões...')).toBeNull();
  });
});
