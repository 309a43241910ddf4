import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cards, users } from '../../db/schema.js';

export type CardRow = typeof cards.$inferSelect;
export type AssigneeRow = { id: string; name: string; email: string; avatarUrl: string | null };

export async function findCard(db: DbOrTx, cardId: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, cardId));
  return row;
}

export async function findAssignee(db: DbOrTx, userId: string | null): Promise<AssigneeRow | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A list's cards in order, ids and keys only, for placing a card among them. */
export async function cardKeys(
  db: DbOrTx,
  listId: string,
): Promise<{ id: string; sortKey: number }[]> {
  return db
    .select({ id: cards.id, sortKey: cards.sortKey })
    .from(cards)
    .where(eq(cards.listId, listId))
    .orderBy(asc(cards.sortKey), asc(cards.id));
}

export async function countBoardCards(db: DbOrTx, boardId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cards)
    .where(eq(cards.boardId, boardId));
  return row?.count ?? 0;
}

export async function lastCardKey(db: DbOrTx, listId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${cards.sortKey})` })
    .from(cards)
    .where(eq(cards.listId, listId));
  return row?.max === null || row?.max === undefined ? undefined : Number(row.max);
}

export async function insertCard(
  db: DbOrTx,
  values: Pick<CardRow, 'listId' | 'boardId' | 'title' | 'description' | 'sortKey' | 'assigneeId'>,
): Promise<CardRow> {
  const [row] = await db.insert(cards).values(values).returning();
  if (!row) throw new Error('insert into cards returned no row');
  return row;
}

export async function updateCard(
  db: DbOrTx,
  cardId: string,
  values: Partial<
    Pick<CardRow, 'title' | 'description' | 'assigneeId' | 'dueDate' | 'listId' | 'sortKey'>
  >,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cards.id, cardId))
    .returning();
  return row;
}

export async function deleteCard(db: DbOrTx, cardId: string): Promise<void> {
  await db.delete(cards).where(eq(cards.id, cardId));
}
