import type { Board, Card, Label } from '@quadro/contracts';

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
  labelIds: [],
  checklist: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The board's labels: 'Urgente' (red), a colour-only green, 'Design' (blue). */
export const LABELS = {
  urgent: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Urgente', color: 'red' },
  green: { id: '00000000-0000-4000-8000-0000000000a2', name: '', color: 'green' },
  design: { id: '00000000-0000-4000-8000-0000000000a3', name: 'Design', color: 'blue' },
} as const satisfies Record<string, Label>;

/** Lists todo [a, b, c], doing [x], done []; the three labels, on no card yet. */
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
    archivedAt: null,
    labels: [LABELS.urgent, LABELS.green, LABELS.design],
    lists: [list('todo', 0, ['a', 'b', 'c']), list('doing', 1, ['x']), list('done', 2, [])],
  };
}
