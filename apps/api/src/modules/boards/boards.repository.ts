import {
  AVATAR_URL_PATTERN,
  BOARD_PREVIEW_CARDS,
  DEFAULT_BOARD_COLOR,
  DEFAULT_LISTS,
  WELCOME_CARD,
} from '@quadro/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { boards, cards, lists, users } from '../../platform/db/schema.js';
import { spacedKeys } from '../../domain/ordering/ordering.js';

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
    .where(eq(boards.workspaceId, workspaceId))
    .limit(1);
  return rows.length > 0;
}

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A list's cards as the JSON arrays of the board and of its first screen, and how many. */
export interface ListCardsJson {
  json: string;
  /** The first `BOARD_PREVIEW_CARDS`, for the board's first screen. */
  firstJson: string;
  count: number;
}

/**
 * The cards of some of a board's lists as one JSON array per list (and its first few apart), built
 * by the database: no per-row decoding however many cards. The card shape is the one
 * `presentCard` gives (a test holds them equal). A list without cards has no entry.
 */
export async function loadCardsJson(
  db: DbOrTx,
  boardId: string,
  listIds: string[],
): Promise<Map<string, ListCardsJson>> {
  const rows = await queryRows<{ listId: string; cards: string; first: string; count: number }>(
    db,
    sql`
    select c.list_id as "listId", json_agg(c.card order by c.position)::text as "cards",
      json_agg(c.card order by c.position)
        filter (where c.position < ${BOARD_PREVIEW_CARDS})::text as "first",
      count(*)::int as "count"
    from (
      select c.list_id, c.position, json_build_object(
        'id', c.id, 'title', c.title, 'description', c.description, 'listId', c.list_id,
        'position', c.position, 'assigneeId', c.assignee_id,
        'assignee', case when u.id is null then null else
          json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'avatarUrl',
            case when u.avatar_url ~* ${AVATAR_URL_PATTERN} then u.avatar_url end) end,
        'dueDate', ${isoUtc('c.due_date')}, 'createdAt', ${isoUtc('c.created_at')},
        'updatedAt', ${isoUtc('c.updated_at')}
      ) as card
      from (
        select *, row_number() over (partition by list_id order by sort_key, id) - 1 as position
        from ${cards} where board_id = ${boardId} and list_id = any(${`{${listIds.join(',')}}`}::uuid[])
      ) c
      left join ${users} u on u.id = c.assignee_id
    ) c
    group by c.list_id`,
  );
  return new Map(
    rows.map(({ listId, cards, first, count }) => [
      listId,
      { json: cards, firstJson: first, count },
    ]),
  );
}
