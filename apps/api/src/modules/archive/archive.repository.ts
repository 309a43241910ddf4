import { ARCHIVED_PAGE, type ArchivedItem } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { isoUtc } from '../../platform/db/iso-utc.js';
import { before, keyTime, type TimeKey } from '../../platform/db/keyset-cursor.js';
import { boards, cards, lists, users } from '../../platform/db/schema/index.js';

export interface ArchivedPage {
  items: ArchivedItem[];
  /** The last row's key when there may be more. */
  last: TimeKey | null;
}

export interface ArchivedQuery {
  /** A part of the title, accents and case aside. */
  q?: string | undefined;
  after?: TimeKey | undefined;
}

/**
 * One page, most recently archived first, of the rows `from` picks (aliased `a`, with its title as
 * `title` and its list's name or null as `list_name`): one query, keyset-paginated.
 */
async function page(db: DbOrTx, from: SQL, { q, after }: ArchivedQuery): Promise<ArchivedPage> {
  const conditions = [sql`true`];
  if (q) conditions.push(sql`strpos(unaccent(lower(a.title)), unaccent(lower(${q}))) > 0`);
  if (after) conditions.push(before(sql`a.archived_at`, sql`a.id`, after));
  const rows = await queryRows<ArchivedItem & { key: string }>(
    db,
    sql`select a.type, a.id, a.title, ${isoUtc(sql`a.archived_at`)} as "archivedAt",
      u.name as "archivedBy", a.list_name as "listName", ${keyTime(sql`a.archived_at`)} as key
    from (${from}) a
    left join ${users} u on u.id = a.archived_by
    where ${sql.join(conditions, sql` and `)}
    order by a.archived_at desc, a.id desc
    limit ${ARCHIVED_PAGE + 1}`,
  );
  const items = rows.slice(0, ARCHIVED_PAGE);
  const last = rows.length > ARCHIVED_PAGE ? items[items.length - 1] : undefined;
  return {
    items: items.map(({ key: _, ...item }) => item),
    last: last ? { at: last.key, id: last.id } : null,
  };
}

/** The board's archived cards (each with its list's name), archived lists aside. */
export const archivedCards = (db: DbOrTx, boardId: string, query: ArchivedQuery) =>
  page(
    db,
    sql`select 'card' as type, c.id, c.title, c.archived_at, c.archived_by, l.name as list_name
      from ${cards} c join ${lists} l on l.id = c.list_id
      where c.board_id = ${boardId} and c.archived_at is not null`,
    query,
  );

export const archivedLists = (db: DbOrTx, boardId: string, query: ArchivedQuery) =>
  page(
    db,
    sql`select 'list' as type, id, name as title, archived_at, archived_by, null as list_name
      from ${lists} where board_id = ${boardId} and archived_at is not null`,
    query,
  );

export const archivedBoards = (db: DbOrTx, workspaceId: string, query: ArchivedQuery) =>
  page(
    db,
    sql`select 'board' as type, id, name as title, archived_at, archived_by, null as list_name
      from ${boards} where workspace_id = ${workspaceId} and archived_at is not null`,
    query,
  );
