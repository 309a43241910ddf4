import { DEFAULT_BOARD_COLOR } from '@quadro/contracts';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { boards } from '../../platform/db/schema/index.js';

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

export async function findBoard(db: DbOrTx, boardId: string): Promise<BoardRow | undefined> {
  const [row] = await db.select().from(boards).where(eq(boards.id, boardId));
  return row;
}

export async function listBoards(db: DbOrTx, workspaceId: string): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), isNull(boards.archivedAt)))
    .orderBy(asc(boards.createdAt), asc(boards.id));
}

export async function updateBoard(
  db: DbOrTx,
  boardId: string,
  values: { name?: string; color?: string },
): Promise<BoardRow | undefined> {
  const [row] = await db.update(boards).set(values).where(eq(boards.id, boardId)).returning();
  return row;
}

/** Deletes the board (its lists, cards and comments go by cascade); answers the deleted row. */
export async function deleteBoard(db: DbOrTx, boardId: string): Promise<BoardRow | undefined> {
  const [row] = await db.delete(boards).where(eq(boards.id, boardId)).returning();
  return row;
}

export async function hasBoards(db: DbOrTx, workspaceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), isNull(boards.archivedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Archives a live board or restores an archived one; undefined when it is already so. */
export async function setBoardArchived(
  db: DbOrTx,
  boardId: string,
  archivedBy: string | null,
): Promise<BoardRow | undefined> {
  const [row] = await db
    .update(boards)
    .set(
      archivedBy
        ? { archivedAt: sql`now()`, archivedBy, updatedAt: sql`now()` }
        : { archivedAt: null, archivedBy: null, updatedAt: sql`now()` },
    )
    .where(
      and(
        eq(boards.id, boardId),
        archivedBy ? isNull(boards.archivedAt) : isNotNull(boards.archivedAt),
      ),
    )
    .returning();
  return row;
}

/** The workspace's live boards other than `boardId`: whether archiving it leaves one. */
export async function hasOtherLiveBoard(
  db: DbOrTx,
  workspaceId: string,
  boardId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(
      and(eq(boards.workspaceId, workspaceId), isNull(boards.archivedAt), ne(boards.id, boardId)),
    )
    .limit(1);
  return rows.length > 0;
}
