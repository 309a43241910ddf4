import type { SearchResult } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { groupResultsByBoard } from './group-results';

const result = (id: string, boardId: string, boardName = boardId): SearchResult => ({
  type: 'card',
  id,
  title: id,
  snippet: '',
  highlights: [],
  boardId,
  boardName,
  listName: 'A Fazer',
  archived: false,
});

describe('groupResultsByBoard', () => {
  it('groups by board in the order of each board’s best result, keeping rank within', () => {
    const groups = groupResultsByBoard([
      result('a1', 'A', 'Marketing'),
      result('b1', 'B', 'Produto'),
      result('a2', 'A', 'Marketing'),
      result('c1', 'C', 'Vendas'),
      result('b2', 'B', 'Produto'),
    ]);
    expect(groups.map((group) => group.boardName)).toEqual(['Marketing', 'Produto', 'Vendas']);
    expect(groups.map((group) => group.results.map(({ result }) => result.id))).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
      ['c1'],
    ]);
  });

  it('numbers the results in the order they are shown', () => {
    const groups = groupResultsByBoard([result('a1', 'A'), result('b1', 'B'), result('a2', 'A')]);
    expect(
      groups.flatMap((group) => group.results.map(({ result, index }) => [result.id, index])),
    ).toEqual([
      ['a1', 0],
      ['a2', 1],
      ['b1', 2],
    ]);
  });

  it('keeps two boards of the same name apart', () => {
    const groups = groupResultsByBoard([result('a', 'A', 'Geral'), result('b', 'B', 'Geral')]);
    expect(groups).toHaveLength(2);
  });

  it('has no groups without results', () => {
    expect(groupResultsByBoard([])).toEqual([]);
  });
});
