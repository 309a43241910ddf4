import type { Board, Card } from '@quadro/contracts';

/** A card with defaults, for tests. */
export const makeCard = (id: string, listId: string, position: number): Card => ({
  id,
  title: id,
  description: '',
  listId,
  position,
  assigneeId: null,
  assignee: null,
  dueDate: null,
  dueComplete: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Lists todo [a, b, c], doing [x], done []. */
export function makeBoard(): Board {
  const list = (id: string, position: number, ids: string[]) => ({
    id,
    boardId: 'board',
    name: id,
    color: '#3B82F6',
    position,
    cards: ids.map((cardId, index) => makeCard(cardId, id, index)),
  });
  return {
    id: 'board',
    workspaceId: 'ws',
    name: 'Meu Quadro',
    color: '#3B82F6',
    version: 1,
    lists: [list('todo', 0, ['a', 'b', 'c']), list('doing', 1, ['x']), list('done', 2, [])],
  };
}
