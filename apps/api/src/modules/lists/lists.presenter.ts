import type { List } from '@quadro/contracts';
import type { ListFields } from './lists.repository.js';

export function presentList(row: ListFields, position: number): List {
  return { id: row.id, boardId: row.boardId, name: row.name, color: row.color, position };
}
