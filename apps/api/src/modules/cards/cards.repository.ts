import {
  BOARD_PREVIEW_CARDS,
  MAX_CARDS_PER_BOARD,
  WELCOME_CARD,
  type Card,
} from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { accessUserId, type AccessOfChangeValues } from '../../domain/access/access.repository.js';
import { denseIndexOf, spacedKeys, type Neighbours } from '../../domain/ordering/ordering.js';
import { boards, cards, lists } from '../../platform/db/schema/index.js';
import { activityOfChanged, type Actor } from '../../domain/activities/record-activity.js';
import { cardJsonRows } from './card-json.js';
import { boardLabelsJson } from '../labels/label-json.js';
import { isoUtc } from '../../platform/db/iso-utc.js';

/*
 * Moving, creating and editing cards is most of what a board screen writes, so each read and write
 * here is one statement, written as a `sql` template: through Drizzle's query builder, the card
 * update with its activity cost 0.8–1.1 ms of the API's CPU (building and mapping it), as a
 * template 0.17–0.23 ms.
 */

export type CardRow = typeof cards.$inferSelect;
type Key = { id: string; sortKey: number };

/** A list's cards as the JSON arrays of the board and of its first screen, and how many. */
export interface ListCardsJson {
  json: string;
  /** The first `BOARD_PREVIEW_CARDS`, for the board's first screen. */
  firstJson: string;
  count: number;
}

/**
 * The cards of some of a board's lists as one JSON array per list (and its first few apart), built
 * by the database (card-json.ts): no per-row decoding however many cards. A list without cards
 * has no entry.
 */
export async function listCardsJson(
  db: DbOrTx,
  boardId: string,
  listIds: string[],
): Promise<Map<string, ListCardsJson>> {
  const rows = await queryRows<{ listId: string; cards: string; first: string; count: number }>(
    db,
    sql`select c.list_id as "listId", json_agg(c.card order by c.position)::text as "cards",
      json_agg(c.card order by c.position)
        filter (where c.position < ${BOARD_PREVIEW_CARDS})::text as "first",
      count(*)::int as "count"
    from (${cardJsonRows(sql`(
      select *, row_number() over (partition by list_id order by sort_key, id) - 1 as position
      from ${cards}
      where board_id = ${boardId} and list_id = any(${`{${listIds.join(',')}}`}::uuid[])
        and archived_at is null
    )`)}) c
    group by c.list_id`,
  );
  return new Map(
    rows.map(({ listId, cards, first, count }) => [
      listId,
      { json: cards, firstJson: first, count },
    ]),
  );
}

/** The welcome card, alone in a new board's first list. */
export async function insertWelcomeCard(
  db: DbOrTx,
  { boardId, listId }: { boardId: string; listId: string },
): Promise<void> {
  await db.insert(cards).values({ boardId, listId, ...WELCOME_CARD, sortKey: spacedKeys(1)[0]! });
}

/** A list's cards in order, ids and keys only, `leaving` out a card that moves: for re-spacing. */
export async function cardKeys(db: DbOrTx, listId: string, leaving?: string): Promise<Key[]> {
  return queryRows(
    db,
    sql`select id, sort_key as "sortKey" from ${cards}
      where list_id = ${listId} and id is distinct from ${leaving ?? null}::uuid
        and archived_at is null
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
        and k.archived_at is null
      window sibling as (order by k.sort_key, k.id)) s)`;
}

/** What the card's people are told of: its assignee and its date, before a change to them. */
export async function findCardState(
  db: DbOrTx,
  cardId: string,
): Promise<{ assigneeId: string | null; dueDate: Date | null; dueComplete: boolean } | undefined> {
  const [row] = await queryRows<{
    assigneeId: string | null;
    dueDate: string | Date | null;
    dueComplete: boolean;
  }>(
    db,
    sql`select assignee_id as "assigneeId", due_date as "dueDate", due_complete as "dueComplete"
      from ${cards} where id = ${cardId}`,
  );
  return row && { ...row, dueDate: row.dueDate === null ? null : new Date(row.dueDate) };
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
    from ${lists} l where l.id = ${listId} and l.archived_at is null`,
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
    left join ${lists} d on d.id = ${destinationListId} and d.archived_at is null
    where c.id = ${cardId} and c.archived_at is null`,
  );
  return row;
}

/**
 * A card write's one statement: the CTE `changed` writes the card, then its activity, then
 * `answer` reads what `changed` returns; undefined when no card was written.
 */
async function writeCard<Row>(
  db: DbOrTx,
  change: SQL,
  activity: Actor & {
    action: 'create' | 'update' | 'move' | 'delete' | 'archive' | 'restore';
  },
  metadata: SQL,
  answer: SQL,
): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`with changed as (${change} returning *),
    ${activityOfChanged({ ...activity, entityType: 'card' }, metadata)}
    ${answer}`,
  );
  return row;
}

/**
 * The written card's JSON (card-json.ts) at `position`, its index in its list: an SQL expression
 * over the row `changed`.
 */
const writtenCard = (position: SQL) =>
  sql`select written.card from (${cardJsonRows(
    sql`(select *, ${position} as position from changed)`,
  )}) written`;

/** A card as the API shows it, read after a change to a table its JSON mirrors (its labels). */
export async function findCardJson(db: DbOrTx, cardId: string): Promise<Card | undefined> {
  const [row] = await queryRows<{ card: Card }>(
    db,
    sql`select card from (${cardJsonRows(
      sql`(select *, ${denseIndexOf(cards, sql`card`)} as position from ${cards} card
        where id = ${cardId})`,
    )}) found`,
  );
  return row?.card;
}

/** Adds a card at `index` of its list and answers it as the API shows it. */
export async function insertCard(
  db: DbOrTx,
  values: Pick<
    CardRow,
    'listId' | 'boardId' | 'title' | 'description' | 'sortKey' | 'assigneeId' | 'dueDate'
  >,
  index: number,
  by: Actor & { listName: string },
): Promise<Card> {
  const written = await writeCard<{ card: Card }>(
    db,
    sql`insert into ${cards} (list_id, board_id, title, description, sort_key, assignee_id, due_date)
      values (${values.listId}, ${values.boardId}, ${values.title}, ${values.description},
        ${values.sortKey}, ${values.assigneeId}, ${sql.param(values.dueDate, cards.dueDate)})`,
    { ...by, action: 'create' },
    sql`jsonb_build_object('name', changed.title, 'listName', ${by.listName}::text)`,
    writtenCard(sql`${index}::int`),
  );
  if (!written) throw new Error('insert into cards returned no row');
  return written.card;
}

/**
 * Edits a card and answers it as the API shows it; undefined when the card is gone. Its activity
 * names a due date set or cleared and a completion marked, as written.
 */
export async function updateCard(
  db: DbOrTx,
  cardId: string,
  values: Partial<
    Pick<CardRow, 'title' | 'description' | 'assigneeId' | 'dueDate' | 'dueComplete'>
  >,
  by: Actor,
): Promise<Card | undefined> {
  const set = (Object.keys(values) as (keyof typeof values)[])
    .filter((key) => values[key] !== undefined)
    .map((key) => sql`${sql.identifier(cards[key].name)} = ${sql.param(values[key], cards[key])}`);
  const metadata = [sql`'name', changed.title`];
  if (values.dueDate !== undefined) metadata.push(sql`'dueDate', ${isoUtc(sql`changed.due_date`)}`);
  if (values.dueComplete !== undefined) metadata.push(sql`'dueComplete', changed.due_complete`);
  const written = await writeCard<{ card: Card }>(
    db,
    sql`update ${cards} set ${sql.join([...set, sql`updated_at = now()`], sql`, `)}
      where id = ${cardId}`,
    { ...by, action: 'update' },
    sql`jsonb_build_object(${sql.join(metadata, sql`, `)})`,
    writtenCard(denseIndexOf(cards, sql`changed`)),
  );
  return written?.card;
}

/**
 * Puts a card in a list at a key, `index` there, and answers it as the API shows it; undefined
 * when the card is gone.
 */
export async function moveCard(
  db: DbOrTx,
  cardId: string,
  to: Pick<CardRow, 'listId' | 'sortKey'>,
  index: number,
  by: Actor & { fromList: string; toList: string },
): Promise<Card | undefined> {
  const written = await writeCard<{ card: Card }>(
    db,
    sql`update ${cards} set list_id = ${to.listId}, sort_key = ${to.sortKey}, updated_at = now()
      where id = ${cardId}`,
    { ...by, action: 'move' },
    sql`jsonb_build_object('name', changed.title,
      'fromList', ${by.fromList}::text, 'toList', ${by.toList}::text)`,
    writtenCard(sql`${index}::int`),
  );
  return written?.card;
}

/** A card changed in one statement (migration 0023), with where it lives and the new version. */
export interface ChangedAtOnce {
  card: Card;
  workspaceId: string;
  boardId: string;
  version: number;
  /**
   * The rest of the step from the version before, which logged this card alone (decision 0055):
   * the board's own fields and labels (a JSON array) at `version`, and whether the card shows on
   * the board (a step names a card that does not as removed). Null when another change to the
   * board committed while this one waited for it: the statement read the board, the card's list
   * and its assignee before that, and the database builds the step instead.
   */
  step: {
    name: string;
    color: string;
    archivedAt: string | null;
    labels: string;
    shown: boolean;
  } | null;
}

/**
 * A card change in one round trip (decision 0056), built once and prepared: the statement reads
 * the caller's access (`access`, the CTE of `accessOfChange`), calls `change`, one of migration
 * 0023's functions, which takes the locks and writes the card, then records the activity (by the
 * caller whose access it read) and answers the card's JSON. A run answers undefined when the card
 * was not written; a change off the common path fails with `QD001` (`needsLongPath`) and writes
 * nothing.
 */
function changeAtOnce(
  db: Db,
  access: SQL,
  change: (board: { workspaceId: SQL; boardId: SQL }) => SQL,
  action: 'create' | 'update' | 'move',
  metadata: SQL,
) {
  const run = preparedRows<ChangedAtOnce>(
    db,
    sql`with ${access},
    done as materialized (select * from ${change({
      workspaceId: sql`(select "workspaceId" from access where allowed)`,
      boardId: sql`(select "boardId" from access where allowed)`,
    })}),
    changed as (select (done.written).* from done),
    ${activityOfChanged(
      {
        workspaceId: sql`(select "workspaceId" from access)`,
        userId: accessUserId,
        action,
        entityType: 'card',
      },
      metadata,
    )}
    select written.card, (select board_version from done) as version,
      (select "workspaceId" from access) as "workspaceId", (select "boardId" from access) as "boardId",
      -- The statement's snapshot, taken before the write waited for the board, shows the board
      -- at the version before the write's only if nothing else changed it meanwhile.
      case when b.version = (select board_version from done) - 1 then json_build_object(
        'name', b.name, 'color', b.color, 'archivedAt', ${isoUtc(sql`b.archived_at`)},
        'labels', ${boardLabelsJson(sql`b.id`)},
        'shown', (select archived_at is null from changed) and l.archived_at is null) end as step
    from (${cardJsonRows(sql`(select changed.*, (select at_index from done) as position from changed)`)}) written
    left join ${boards} b on b.id = (select "boardId" from access)
    left join ${lists} l on l.id = written.list_id`,
  );
  return async (values: Record<string, unknown>) => (await run(values))[0];
}

const placeholder = sql.placeholder;

/**
 * `moveCard`, `insertCard` and `updateCard` of a title or description, each in one statement (see
 * `changeAtOnce`), with `access(kind)` as the access CTE of a change to a card or in a list. Each
 * run takes that CTE's values (`changeAccessValues`, the caller among them) and the change. A
 * move's or create's index is clamped to the list there; a create without one goes to the end,
 * under the board's card cap.
 */
export function prepareCardWritesAtOnce(db: Db, access: (kind: 'list' | 'card') => SQL) {
  const move = changeAtOnce(
    db,
    access('card'),
    ({ workspaceId, boardId }) => sql`quadro_move_card(${workspaceId}, ${boardId},
      ${placeholder('cardId')}::uuid, ${placeholder('sourceListId')}::uuid,
      ${placeholder('destinationListId')}::uuid, ${placeholder('index')}::int)`,
    'move',
    sql`jsonb_build_object('name', changed.title,
      'fromList', (select from_list from done), 'toList', (select to_list from done))`,
  );
  const create = changeAtOnce(
    db,
    access('list'),
    ({ workspaceId, boardId }) => sql`quadro_create_card(${workspaceId}, ${boardId},
      ${placeholder('listId')}::uuid, ${placeholder('title')}::text,
      ${placeholder('description')}::text, ${placeholder('index')}::int,
      ${MAX_CARDS_PER_BOARD}::int)`,
    'create',
    sql`jsonb_build_object('name', changed.title, 'listName', (select list_name from done))`,
  );
  const edit = changeAtOnce(
    db,
    access('card'),
    ({ workspaceId, boardId }) => sql`quadro_edit_card(${workspaceId}, ${boardId},
      ${placeholder('cardId')}::uuid, ${placeholder('title')}::text,
      ${placeholder('description')}::text)`,
    'update',
    sql`jsonb_build_object('name', changed.title)`,
  );
  const clamped = (index: number) => Math.min(index, MAX_CARDS_PER_BOARD);
  return {
    move: (
      access: AccessOfChangeValues,
      input: { cardId: string; sourceListId: string; destinationListId: string; index: number },
    ) => move({ ...access, ...input, index: clamped(input.index) }),
    create: (
      access: AccessOfChangeValues,
      card: { listId: string; title: string; description: string; index: number | null },
    ) =>
      create({
        ...access,
        ...card,
        index: card.index === null ? null : clamped(card.index),
      }),
    edit: (
      access: AccessOfChangeValues,
      input: { cardId: string; title?: string; description?: string },
    ) =>
      edit({
        ...access,
        cardId: input.cardId,
        title: input.title ?? null,
        description: input.description ?? null,
      }),
  };
}

/** Deletes a card; answers the due date it had (its reminders go too), undefined when gone. */
export async function deleteCard(
  db: DbOrTx,
  cardId: string,
  by: Actor,
): Promise<{ dueDate: Date | null } | undefined> {
  const deleted = await writeCard<{ dueDate: string | null }>(
    db,
    sql`delete from ${cards} where id = ${cardId}`,
    { ...by, action: 'delete' },
    sql`jsonb_build_object('name', changed.title,
      'listName', (select name from ${lists} where id = changed.list_id))`,
    sql`select ${isoUtc(sql`changed.due_date`)} as "dueDate" from changed`,
  );
  return deleted && { dueDate: deleted.dueDate === null ? null : new Date(deleted.dueDate) };
}

/**
 * Whether the card changed after `since` (an `updatedAt` as answered, to the millisecond): undo's
 * precondition. Undefined when the card is gone.
 */
export async function changedSince(
  db: DbOrTx,
  cardId: string,
  since: string,
): Promise<boolean | undefined> {
  const [row] = await queryRows<{ changed: boolean }>(
    db,
    sql`select date_trunc('milliseconds', updated_at) > ${since}::timestamptz as changed
      from ${cards} where id = ${cardId}`,
  );
  return row?.changed;
}

/** A card wherever it is, with whether it or its list is archived: what `GET /v1/cards/:id` shows. */
export async function findCardDetail(db: DbOrTx, cardId: string) {
  const [row] = await queryRows<{
    card: Card;
    boardId: string;
    listName: string;
    archivedAt: string | null;
    listArchived: boolean;
  }>(
    db,
    sql`select found.card, card.board_id as "boardId", l.name as "listName",
      ${isoUtc(sql`card.archived_at`)} as "archivedAt",
      l.archived_at is not null as "listArchived"
    from ${cards} card
    join ${lists} l on l.id = card.list_id
    cross join lateral (${cardJsonRows(
      sql`(select card.*, ${denseIndexOf(cards, sql`card`)} as position)`,
    )}) found
    where card.id = ${cardId}`,
  );
  return row;
}

/**
 * Archives a live card: out of its list's order, its key kept for a restore. Answers it at the
 * index it had; undefined when it was archived already.
 */
export async function archiveCard(
  db: DbOrTx,
  cardId: string,
  by: Actor,
): Promise<Card | undefined> {
  const written = await writeCard<{ card: Card }>(
    db,
    sql`update ${cards} set archived_at = now(), archived_by = ${by.userId}, updated_at = now()
      where id = ${cardId} and archived_at is null`,
    { ...by, action: 'archive' },
    sql`jsonb_build_object('name', changed.title,
      'listName', (select name from ${lists} where id = changed.list_id))`,
    writtenCard(denseIndexOf(cards, sql`changed`)),
  );
  return written?.card;
}

/** Where an archived card goes back to: its list when that is live, else the board's first. */
export async function findRestore(db: DbOrTx, cardId: string) {
  const [row] = await queryRows<{
    archived: boolean;
    listId: string;
    listLive: boolean;
    firstListId: string | null;
  }>(
    db,
    sql`select c.archived_at is not null as archived, c.list_id as "listId",
      l.archived_at is null as "listLive",
      (select f.id from ${lists} f where f.board_id = c.board_id and f.archived_at is null
        order by f.sort_key, f.id limit 1) as "firstListId"
    from ${cards} c join ${lists} l on l.id = c.list_id
    where c.id = ${cardId}`,
  );
  return row;
}

/** The end of a list: where a card restored from elsewhere lands. */
export async function findListEnd(db: DbOrTx, listId: string): Promise<Neighbours> {
  const [row] = await queryRows<{ neighbours: Neighbours }>(
    db,
    sql`select ${neighboursIn(listId, null, null)} as neighbours`,
  );
  if (!row) throw new Error('reading a list end returned no row');
  return row.neighbours;
}

/**
 * Restores an archived card, in its own list at its own key unless `to` says where (its list is
 * archived), and answers it as the API shows it; undefined when it was not archived.
 */
export async function restoreCard(
  db: DbOrTx,
  cardId: string,
  to: Pick<CardRow, 'listId' | 'sortKey'> | undefined,
  by: Actor,
): Promise<Card | undefined> {
  const place = to ? sql`, list_id = ${to.listId}, sort_key = ${to.sortKey}` : sql``;
  const written = await writeCard<{ card: Card }>(
    db,
    sql`update ${cards} set archived_at = null, archived_by = null, updated_at = now() ${place}
      where id = ${cardId} and archived_at is not null`,
    { ...by, action: 'restore' },
    sql`jsonb_build_object('name', changed.title,
      'listName', (select name from ${lists} where id = changed.list_id))`,
    writtenCard(denseIndexOf(cards, sql`changed`)),
  );
  return written?.card;
}

/**
 * Archives every live card of a list, each with its activity line; answers how many. The list's
 * own archive leaves its cards as they are (they come back with it).
 */
export async function archiveListCards(db: DbOrTx, listId: string, by: Actor): Promise<number> {
  const [row] = await queryRows<{ archived: number }>(
    db,
    sql`with changed as (update ${cards} set archived_at = now(), archived_by = ${by.userId},
        updated_at = now()
      where list_id = ${listId} and archived_at is null returning *),
    ${activityOfChanged(
      { ...by, action: 'archive', entityType: 'card' },
      sql`jsonb_build_object('name', changed.title,
        'listName', (select name from ${lists} where id = changed.list_id))`,
    )}
    select count(*)::int as archived from changed`,
  );
  return row?.archived ?? 0;
}
