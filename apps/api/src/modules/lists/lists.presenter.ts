import type { List } from '@quadro/contracts';
import type { ListRow } from './lists.repository.js';

export function presentList(row: ListRow, position: number): List {
  return { id: row.id, boardId: row.boardId, name: row.name, color: row.color, position };
}
