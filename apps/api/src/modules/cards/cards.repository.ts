import { MAX_CARDS_PER_BOARD } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { denseIndexOf, type Neighbours } from '../../domain/ordering/ordering.js';
import { boards, cards, lists, users } from '../../platform/db/schema.js';
import { activityOfChanged, type Actor } from '../../domain/activities/record-activity.js';

/*
 * Moving, creating and editing cards is most of what a board screen writes, so each read and write
 * here is one statement, written as a `sql` template: through Drizzle's query builder, the card
 * update with its activity cost 0.8–1.1 ms of the API's CPU (building and mapping it), as a
 * template 0.17–0.23 ms.
 */

export type CardRow = typeof cards.$inferSelect;
export type AssigneeRow = { id: string; name: string; email: string; avatarUrl: string | null };
type Key = { id: string; sortKey: number };

/** A list's cards in order, ids and keys only, `leaving` out a card that moves: for re-spacing. */
export async function cardKeys(db: DbOrTx, listId: string, leaving?: string): Promise<Key[]> {
  return queryRows(
    db,
    sql`select id, sort_key as "sortKey" from ${cards}
      where list_id = ${listId} and id is distinct from ${leaving ?? null}::uuid
      order by sort_key, id`,
  );
}

/**
 * Where a card lands at `index` in a list (the end when null), `leaving` out the card that moves, as
 * a JSON scalar subquery: the list's card count and the keys either side of the index, clamped to
 * the list as the service clamps it (first to the board's cap, so that it fits an int). The list's
 * other keys never leave the database.
 */
function neighboursIn(listId: string, index: number | null, leaving: string | null): SQL {
  const wanted = index === null ? null : Math.min(index, MAX_CARDS_PER_BOARD);
  return sql`(select json_build_object('count', coalesce(max(s.total), 0),
      'before', max(s.sort_key) filter (where s.at = s.slot - 1),
      'after', max(s.sort_key) filter (where s.at = s.slot))
    from (select k.sort_key, row_number() over sibling - 1 as at, count(*) over () as total,
        least(coalesce(${wanted}::int, count(*) over ()), count(*) over ()) as slot
      from ${cards} k where k.list_id = ${listId} and k.id is distinct from ${leaving}::uuid
      window sibling as (order by k.sort_key, k.id)) s)`;
}

/** What creating a card checks and orders by, in one read: the list and its board's card count. */
export async function findListForNewCard(
  db: DbOrTx,
  listId: string,
  boardId: string,
  index: number | null,
) {
  const [row] = await queryRows<{ name: string; boardCards: number; neighbours: Neighbours }>(
    db,
    sql`select l.name,
      (select b.card_count from ${boards} b where b.id = ${boardId}) as "boardCards",
      ${neighboursIn(listId, index, null)} as neighbours
    from ${lists} l where l.id = ${listId}`,
  );
  return row;
}

/**
 * What a move checks, records and orders by, in one read: the card's list and its name, and the
 * destination list (null when it does not exist) with the neighbours at the new index.
 */
export async function findMove(
  db: DbOrTx,
  cardId: string,
  destinationListId: string,
  index: number,
) {
  const [row] = await queryRows<{
    listId: string;
    listName: string;
    destination: { id: string; boardId: string; name: string } | null;
    neighbours: Neighbours;
  }>(
    db,
    sql`select c.list_id as "listId", l.name as "listName",
      case when d.id is null then null
        else json_build_object('id', d.id, 'boardId', d.board_id, 'name', d.name) end
        as destination,
      ${neighboursIn(destinationListId, index, cardId)} as neighbours
    from ${cards} c
    join ${lists} l on l.id = c.list_id
    left join ${lists} d on d.id = ${destinationListId}
    where c.id = ${cardId}`,
  );
  return row;
}

/** A written card as the statement answers it: timestamps as PostgreSQL's text, the assignee. */
type WrittenRow = Omit<CardRow, 'dueDate' | 'createdAt' | 'updatedAt'> & {
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  assignee: AssigneeRow | null;
};

/**
 * The rest of a card write's one statement, after the CTE `changed` that writes the card: its
 * activity, then the card read back with its assignee and the `extra` columns (`, … as name`);
 * undefined when no card was written.
 */
async function recordAndReturn<Extra extends object = object>(
  db: DbOrTx,
  change: SQL,
  activity: Actor & { action: 'create' | 'update' | 'move' | 'delete' },
  metadata: SQL,
  extra: SQL = sql``,
): Promise<(Extra & { card: CardRow; assignee: AssigneeRow | null }) | undefined> {
  const [row] = await queryRows<WrittenRow & Extra>(
    db,
    sql`with changed as (${change} returning *),
    ${activityOfChanged({ ...activity, entityType: 'card' }, metadata)}
    select c.id, c.list_id as "listId", c.board_id as "boardId", c.title, c.description,
      c.sort_key as "sortKey", c.assignee_id as "assigneeId", c.due_date as "dueDate",
      c.created_at as "createdAt", c.updated_at as "updatedAt",
      (select json_build_object('id', u.id, 'name', u.name, 'email', u.email,
        'avatarUrl', u.avatar_url) from ${users} u where u.id = c.assignee_id) as assignee
      ${extra}
    from changed c`,
  );
  if (!row) return undefined;
  const { dueDate, createdAt, updatedAt, assignee, ...rest } = row as WrittenRow;
  const { id, listId, boardId, title, description, sortKey, assigneeId, ...extraValues } = rest;
  return {
    ...(extraValues as Extra),
    assignee,
    // PostgreSQL's timestamptz text, which Drizzle's own mapping hands to `new Date` too.
    card: {
      id,
      listId,
      boardId,
      title,
      description,
      sortKey,
      assigneeId,
      dueDate: dueDate === null ? null : new Date(dueDate),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    },
  };
}

export async function insertCard(
  db: DbOrTx,
  values: Pick<CardRow, 'listId' | 'boardId' | 'title' | 'description' | 'sortKey' | 'assigneeId'>,
  by: Actor & { listName: string },
) {
  const written = await recordAndReturn(
    db,
    sql`insert into ${cards} (list_id, board_id, title, description, sort_key, assignee_id)
      values (${values.listId}, ${values.boardId}, ${values.title}, ${values.description},
        ${values.sortKey}, ${values.assigneeId})`,
    { ...by, action: 'create' },
    sql`jsonb_build_object('name', changed.title, 'listName', ${by.listName}::text)`,
  );
  if (!written) throw new Error('insert into cards returned no row');
  return written;
}

/** Edits a card and answers it with its position; undefined when the card is gone. */
export async function updateCard(
  db: DbOrTx,
  cardId: string,
  values: Partial<Pick<CardRow, 'title' | 'description' | 'assigneeId' | 'dueDate'>>,
  by: Actor,
) {
  const set = (Object.keys(values) as (keyof typeof values)[])
    .filter((key) => values[key] !== undefined)
    .map((key) => sql`${sql.identifier(cards[key].name)} = ${sql.param(values[key], cards[key])}`);
  return recordAndReturn<{ position: number }>(
    db,
    sql`update ${cards} set ${sql.join([...set, sql`updated_at = now()`], sql`, `)}
      where id = ${cardId}`,
    { ...by, action: 'update' },
    sql`jsonb_build_object('name', changed.title)`,
    sql`, ${denseIndexOf(cards, sql`c`)} as position`,
  );
}

/** Puts a card in a list at a key; undefined when the card is gone. */
export async function moveCard(
  db: DbOrTx,
  cardId: string,
  to: Pick<CardRow, 'listId' | 'sortKey'>,
  by: Actor & { fromList: string; toList: string },
) {
  return recordAndReturn(
    db,
    sql`update ${cards} set list_id = ${to.listId}, sort_key = ${to.sortKey}, updated_at = now()
      where id = ${cardId}`,
    { ...by, action: 'move' },
    sql`jsonb_build_object('name', changed.title,
      'fromList', ${by.fromList}::text, 'toList', ${by.toList}::text)`,
  );
}

/** Deletes a card; undefined when it was already gone. */
export async function deleteCard(db: DbOrTx, cardId: string, by: Actor) {
  return recordAndReturn(
    db,
    sql`delete from ${cards} where id = ${cardId}`,
    { ...by, action: 'delete' },
    sql`jsonb_build_object('name', changed.title,
      'listName', (select name from ${lists} where id = changed.list_id))`,
  );
}
