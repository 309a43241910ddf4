import { DEFAULT_LISTS } from '@quadro/contracts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { denseIndexOf, spacedKeys } from '../../domain/ordering/ordering.js';
import { lists } from '../../platform/db/schema/index.js';
import { activityOfChanged, type Actor } from '../../domain/activities/record-activity.js';

export type ListRow = typeof lists.$inferSelect;

/** A new board's default lists (spec §4); answers the first one's id. */
export async function insertDefaultLists(db: DbOrTx, boardId: string): Promise<string> {
  const keys = spacedKeys(DEFAULT_LISTS.length);
  const inserted = await db
    .insert(lists)
    .values(DEFAULT_LISTS.map((list, index) => ({ boardId, ...list, sortKey: keys[index]! })))
    .returning({ id: lists.id, sortKey: lists.sortKey });
  const first = inserted.sort((a, b) => a.sortKey - b.sortKey)[0];
  if (!first) throw new Error('seeding lists returned no row');
  return first.id;
}

/** The board's lists in order, each with the count of changes to its cards. */
export async function boardLists(db: DbOrTx, boardId: string): Promise<ListRow[]> {
  return db
    .select()
    .from(lists)
    .where(and(eq(lists.boardId, boardId), isNull(lists.archivedAt)))
    .orderBy(asc(lists.sortKey), asc(lists.id));
}

/*
 * The key read and the writes below run on every list change, so, like the card writes
 * (cards.repository.ts), each is one `sql` template: Drizzle's query builder costs several times
 * the CPU per statement.
 */

/** The board's lists in order, ids and keys only: what ordering decisions need. */
export async function listKeys(
  db: DbOrTx,
  boardId: string,
): Promise<{ id: string; sortKey: number }[]> {
  return queryRows(
    db,
    sql`select id, sort_key as "sortKey" from ${lists}
      where board_id = ${boardId} and archived_at is null
      order by sort_key, id`,
  );
}

/** The columns of a list its response shows (with its position). */
export type ListFields = Pick<ListRow, 'id' | 'boardId' | 'name' | 'color'>;

/**
 * The rest of a list write's one statement, after the CTE `changed` that writes the list: its
 * activity (named after the list), then the list read back with the `extra` columns
 * (`, … as name`); undefined when no list was written.
 */
async function recordAndReturn<Extra extends object = object>(
  db: DbOrTx,
  change: SQL,
  activity: Actor & { action: 'create' | 'update' | 'delete' | 'archive' | 'restore' },
  extra: SQL = sql``,
): Promise<(ListFields & Extra) | undefined> {
  const [row] = await queryRows<ListFields & Extra>(
    db,
    sql`with changed as (${change} returning *),
    ${activityOfChanged({ ...activity, entityType: 'list' }, sql`jsonb_build_object('name', changed.name)`)}
    select l.id, l.board_id as "boardId", l.name, l.color ${extra}
    from changed l`,
  );
  return row;
}

export async function insertList(
  db: DbOrTx,
  values: { boardId: string; name: string; color: string; sortKey: number },
  by: Actor,
): Promise<ListFields> {
  const written = await recordAndReturn(
    db,
    sql`insert into ${lists} (board_id, name, color, sort_key)
      values (${values.boardId}, ${values.name}, ${values.color}, ${values.sortKey})`,
    { ...by, action: 'create' },
  );
  if (!written) throw new Error('insert into lists returned no row');
  return written;
}

/** Renames or recolours a list and answers it with its position; undefined when it is gone. */
export async function updateList(
  db: DbOrTx,
  listId: string,
  values: { name?: string | undefined; color?: string | undefined },
  by: Actor,
) {
  const set = (['name', 'color'] as const)
    .filter((key) => values[key] !== undefined)
    .map((key) => sql`${sql.identifier(lists[key].name)} = ${values[key]}`);
  return recordAndReturn<{ position: number }>(
    db,
    sql`update ${lists} set ${sql.join([...set, sql`updated_at = now()`], sql`, `)}
      where id = ${listId}`,
    { ...by, action: 'update' },
    sql`, ${denseIndexOf(lists, sql`l`)} as position`,
  );
}

/** Deletes a list, its cards with it (nothing, and no activity, when it was already gone). */
export async function deleteList(db: DbOrTx, listId: string, by: Actor): Promise<void> {
  await recordAndReturn(db, sql`delete from ${lists} where id = ${listId}`, {
    ...by,
    action: 'delete',
  });
}

/**
 * Archives a live list or restores an archived one (nothing when it is already so), and answers
 * it with its position among the live lists: where it was, or where it comes back.
 */
export async function setListArchived(db: DbOrTx, listId: string, archived: boolean, by: Actor) {
  return recordAndReturn<{ position: number }>(
    db,
    archived
      ? sql`update ${lists} set archived_at = now(), archived_by = ${by.userId}, updated_at = now()
          where id = ${listId} and archived_at is null`
      : sql`update ${lists} set archived_at = null, archived_by = null, updated_at = now()
          where id = ${listId} and archived_at is not null`,
    { ...by, action: archived ? 'archive' : 'restore' },
    sql`, ${denseIndexOf(lists, sql`l`)} as position`,
  );
}
