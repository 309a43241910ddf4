import { DEFAULT_BOARD_COLOR, DEFAULT_LISTS, WELCOME_CARD } from '@quadro/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boards, cards, lists, users } from '../../db/schema.js';
import { spacedKeys } from '../../lib/ordering.js';

export type BoardRow = typeof boards.$inferSelect;

export async function insertBoard(
  db: DbOrTx,
  values: { workspaceId: string; name: string; color?: string },
): Promise<BoardRow> {
  const [row] = await db
    .insert(boards)
    .values({ ...values, color: values.color ?? DEFAULT_BOARD_COLOR })
    .returning();
  if (!row) throw new Error('insert into boards returned no row');
  return row;
}

/** The three default lists and the welcome card in the first (spec §4). */
export async function seedBoardContent(db: DbOrTx, boardId: string): Promise<void> {
  const keys = spacedKeys(DEFAULT_LISTS.length);
  const inserted = await db
    .insert(lists)
    .values(DEFAULT_LISTS.map((list, index) => ({ boardId, ...list, sortKey: keys[index]! })))
    .returning({ id: lists.id, sortKey: lists.sortKey });
  const first = inserted.sort((a, b) => a.sortKey - b.sortKey)[0];
  if (!first) throw new Error('seeding lists returned no row');
  await db
    .insert(cards)
    .values({ boardId, listId: first.id, ...WELCOME_CARD, sortKey: spacedKeys(1)[0]! });
}

/** Bumps the version and, by updating the row, takes the lock that serialises a board's changes. */
export async function bumpBoardVersion(db: DbOrTx, boardId: string): Promise<number> {
  const [row] = await db
    .update(boards)
    .set({ version: sql`${boards.version} + 1`, updatedAt: new Date() })
    .where(eq(boards.id, boardId))
    .returning({ version: boards.version });
  if (!row) throw new Error(`board ${boardId} vanished`);
  return row.version;
}

export async function findBoard(db: DbOrTx, boardId: string): Promise<BoardRow | undefined> {
  const [row] = await db.select().from(boards).where(eq(boards.id, boardId));
  return row;
}

export async function listBoards(db: DbOrTx, workspaceId: string): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId))
    .orderBy(asc(boards.createdAt), asc(boards.id));
}

export async function updateBoard(
  db: DbOrTx,
  boardId: string,
  values: { name?: string; color?: string },
): Promise<BoardRow> {
  const [row] = await db.update(boards).set(values).where(eq(boards.id, boardId)).returning();
  if (!row) throw new Error(`board ${boardId} vanished`);
  return row;
}

export async function deleteBoard(db: DbOrTx, boardId: string): Promise<void> {
  await db.delete(boards).where(eq(boards.id, boardId));
}

/** A board's lists and cards (with assignees) in order: two queries whatever the size. */
export async function loadBoardContent(db: DbOrTx, boardId: string) {
  const [listRows, cardRows] = await Promise.all([
    db
      .select()
      .from(lists)
      .where(eq(lists.boardId, boardId))
      .orderBy(asc(lists.sortKey), asc(lists.id)),
    db
      .select({
        card: cards,
        assignee: {
          id: users.id,
          name: users.name,
          email: users.email,
          avatarUrl: users.avatarUrl,
        },
      })
      .from(cards)
      .leftJoin(users, eq(users.id, cards.assigneeId))
      .where(eq(cards.boardId, boardId))
      .orderBy(asc(cards.listId), asc(cards.sortKey), asc(cards.id)),
  ]);
  return { listRows, cardRows };
}
