import { MAX_BOARD_CHANGES } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import type { Role } from '@quadro/contracts';
import { preparedRows, queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { isoUtc } from '../../platform/db/iso-utc.js';
import {
  boardChanges,
  boards,
  cards,
  lists,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { cardJsonRows } from '../cards/card-json.js';
import { boardLabelsJson } from '../labels/label-json.js';
import { denseIndexOf } from '../../domain/ordering/ordering.js';

/** What a changes read answers: the board, the caller's role in it, and what changed since. */
export interface ChangesRow {
  id: string;
  workspaceId: string;
  name: string;
  color: string;
  version: number;
  archivedAt: string | null;
  /** The caller's role in the board's workspace; null when not a member. */
  role: Role | null;
  /**
   * Whether the changes below were read: not for a non-member, nor when the board is still at
   * the version the caller already holds the changes to (every field below is then null).
   */
  built: boolean | null;
  /** The board's labels, a JSON array in their order. */
  labels: string;
  /** The log holds the version right after `since` (purges take the oldest versions first). */
  complete: boolean;
  /** At most `MAX_BOARD_CHANGES` cards and lists named: else nothing below was built. */
  small: boolean;
  /** The named lists still on the board, a JSON array, each at its place now. */
  lists: string;
  /** The named cards still on the board and every card of a list new to it, a JSON array. */
  cards: string;
  removedListIds: string[];
  removedCardIds: string[];
}

const boardId = sql.placeholder('boardId');
const since = sql.placeholder('since');

/**
 * The board, the caller's role and what its versions after `since` changed, in one statement
 * (one snapshot), built once and prepared: the cards and lists the log names, each once, with
 * their places (a card's counted by the keys before it, a new list's cards all at once), and the
 * ids of those no longer on the board. The changes are read only for a member, and only when the
 * board has moved past `heldVersion` (the version whose changes the caller already holds, or
 * null): a further viewer of a step pays for its access alone. Undefined when the board is gone.
 */
export function prepareChangesRead(db: Db) {
  const read = preparedRows<ChangesRow>(
    db,
    sql`with log as (
      select kind, id, min(version) as first from ${boardChanges}
      where board_id = ${boardId} and version > ${since} group by kind, id),
    small as (select count(*) <= ${MAX_BOARD_CHANGES} as ok from log where kind <> 'board'),
    live_lists as (
      select id, board_id, name, color, (row_number() over (order by sort_key, id) - 1)::int as position
      from ${lists} where board_id = ${boardId} and archived_at is null),
    named_lists as (select id from log where kind in ('list', 'list-shown')),
    shown as (select id from log where kind = 'list-shown' and id in (select id from live_lists)),
    named_cards as (select id from log where kind = 'card'),
    answered as (
      select c.*, ${denseIndexOf(cards, sql`c`)} as position
      from ${cards} c
      where (select ok from small) and c.id in (select id from named_cards)
        and c.archived_at is null and c.list_id in (select id from live_lists)
        and c.list_id not in (select id from shown)
      union all
      select *, (row_number() over (partition by list_id order by sort_key, id) - 1)::int
      from ${cards}
      where (select ok from small) and list_id in (select id from shown) and archived_at is null)
    select b.id, b.workspace_id as "workspaceId", b.name, b.color, b.version,
      ${isoUtc(sql`b.archived_at`)} as "archivedAt", m.role, changed.*
    from ${boards} b
    left join ${workspaceMembers} m on m.workspace_id = b.workspace_id
      and m.user_id = ${sql.placeholder('userId')}
    left join lateral (select true as built,
      ${boardLabelsJson(sql`b.id`)} as labels,
      (b.version = ${since} or exists (
        select from log where kind = 'board' and first = ${since}::bigint + 1)) as complete,
      (select ok from small) as small,
      coalesce((select json_agg(json_build_object('id', id, 'boardId', board_id, 'name', name,
        'color', color, 'position', position) order by position)
        from live_lists where id in (select id from named_lists)), '[]')::text as lists,
      coalesce((select json_agg(a.card order by a.list_id, a.position) from (${cardJsonRows(sql`answered`)}) a), '[]')::text
        as cards,
      array(select id::text from named_lists where id not in (select id from live_lists))
        as "removedListIds",
      array(select id::text from named_cards where id not in (select id from answered))
        as "removedCardIds"
      where m.role is not null
        and b.version is distinct from ${sql.placeholder('heldVersion')}::int
      -- Kept apart from the outer query, so its condition gates every read above.
      offset 0) changed on true
    where b.id = ${boardId}`,
  );
  return async (values: {
    boardId: string;
    userId: string;
    since: number;
    heldVersion: number | null;
  }): Promise<ChangesRow | undefined> => (await read(values))[0];
}

/**
 * Deletes up to `limit` rows written before `before`, the oldest first; answers how many. A
 * version's `board` row is written before its cards and lists, so a version the purge has begun
 * answers 410 (`complete` is false), never a part of itself.
 */
export async function deleteOldChanges(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`delete from ${boardChanges} where ctid = any(array(
      select ctid from ${boardChanges} where at < ${before.toISOString()}::timestamptz
      order by at limit ${limit}))
    returning 1`,
  );
  return rows.length;
}
