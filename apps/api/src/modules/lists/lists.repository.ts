import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lists } from '../../db/schema.js';

export type ListRow = typeof lists.$inferSelect;

export async function findList(db: DbOrTx, listId: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(lists).where(eq(lists.id, listId));
  return row;
}

/** The board's lists in order, ids and keys only: what ordering decisions need. */
export async function listKeys(
  db: DbOrTx,
  boardId: string,
): Promise<{ id: string; sortKey: number }[]> {
  return db
    .select({ id: lists.id, sortKey: lists.sortKey })
    .from(lists)
    .where(eq(lists.boardId, boardId))
    .orderBy(asc(lists.sortKey), asc(lists.id));
}

export async function insertList(
  db: DbOrTx,
  values: { boardId: string; name: string; color: string; sortKey: number },
): Promise<ListRow> {
  const [row] = await db.insert(lists).values(values).returning();
  if (!row) throw new Error('insert into lists returned no row');
  return row;
}

export async function updateList(
  db: DbOrTx,
  listId: string,
  values: { name?: string; color?: string },
): Promise<ListRow | undefined> {
  const [row] = await db
    .update(lists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lists.id, listId))
    .returning();
  return row;
}

export async function deleteList(db: DbOrTx, listId: string): Promise<void> {
  await db.delete(lists).where(eq(lists.id, listId));
}
