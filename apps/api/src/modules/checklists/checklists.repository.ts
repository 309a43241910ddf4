import type { Checklist, ChecklistItem } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { cards, checklistItems, checklists } from '../../platform/db/schema/index.js';
import { isoUtc } from '../../platform/db/iso-utc.js';

/*
 * Positions are dense (0, 1, 2… within a card's checklists and within a checklist's items) and
 * every write that shifts them runs under the board's lock (`beginChange`), so two people
 * reordering or ticking at once take turns and no position is lost or doubled.
 */

const itemJson = (item: SQL) => sql`json_build_object('id', ${item}.id,
  'checklistId', ${item}.checklist_id, 'text', ${item}.text, 'done', ${item}.done,
  'position', ${item}.position, 'assigneeId', ${item}.assignee_id,
  'dueDate', ${isoUtc(sql`${item}.due_date`)})`;

const checklistJson = (list: SQL) => sql`json_build_object('id', ${list}.id,
  'cardId', ${list}.card_id, 'title', ${list}.title, 'position', ${list}.position,
  'items', coalesce((select json_agg(${itemJson(sql`i`)} order by i.position, i.id)
    from ${checklistItems} i where i.checklist_id = ${list}.id), '[]'::json))`;

/** The card's checklists with their items, in order: one query. */
export async function cardChecklists(db: DbOrTx, cardId: string): Promise<Checklist[]> {
  const rows = await queryRows<{ checklist: Checklist }>(
    db,
    sql`select ${checklistJson(sql`cl`)} as checklist from ${checklists} cl
      where cl.card_id = ${cardId} order by cl.position, cl.id`,
  );
  return rows.map((row) => row.checklist);
}

export async function findChecklist(
  db: DbOrTx,
  checklistId: string,
): Promise<Checklist | undefined> {
  const [row] = await queryRows<{ checklist: Checklist }>(
    db,
    sql`select ${checklistJson(sql`cl`)} as checklist from ${checklists} cl
      where cl.id = ${checklistId}`,
  );
  return row?.checklist;
}

/** What a change to a card's checklists needs to know of the card: its title and counts. */
export async function findCardCounts(
  db: DbOrTx,
  cardId: string,
): Promise<{ title: string; checklists: number; items: number } | undefined> {
  const [row] = await queryRows<{ title: string; checklists: number; items: number }>(
    db,
    sql`select c.title, c.checklist_total as items,
        (select count(*)::int from ${checklists} where card_id = c.id) as checklists
      from ${cards} c where c.id = ${cardId}`,
  );
  return row;
}

/** A checklist's place: its card (title and item count) and its items' count. */
export interface ChecklistPlace {
  id: string;
  cardId: string;
  title: string;
  position: number;
  cardTitle: string;
  cardItems: number;
  items: number;
}

export async function findChecklistPlace(
  db: DbOrTx,
  checklistId: string,
): Promise<ChecklistPlace | undefined> {
  const [row] = await queryRows<ChecklistPlace>(
    db,
    sql`select cl.id, cl.card_id as "cardId", cl.title, cl.position, c.title as "cardTitle",
        c.checklist_total as "cardItems",
        (select count(*)::int from ${checklistItems} where checklist_id = cl.id) as items
      from ${checklists} cl join ${cards} c on c.id = cl.card_id where cl.id = ${checklistId}`,
  );
  return row;
}

/** An item as a change reads it, with its checklist's title and its card's. */
export type ItemPlace = ChecklistItem & {
  cardId: string;
  checklistTitle: string;
  cardTitle: string;
};

export async function findItemPlace(db: DbOrTx, itemId: string): Promise<ItemPlace | undefined> {
  const [row] = await queryRows<ItemPlace>(
    db,
    sql`select i.id, i.checklist_id as "checklistId", i.text, i.done, i.position,
        i.assignee_id as "assigneeId", ${isoUtc(sql`i.due_date`)} as "dueDate",
        i.card_id as "cardId", cl.title as "checklistTitle", c.title as "cardTitle"
      from ${checklistItems} i join ${checklists} cl on cl.id = i.checklist_id
      join ${cards} c on c.id = i.card_id where i.id = ${itemId}`,
  );
  return row;
}

export async function insertChecklist(
  db: DbOrTx,
  values: { cardId: string; title: string; position: number },
): Promise<Checklist> {
  const [row] = await queryRows<{ checklist: Checklist }>(
    db,
    sql`with cl as (insert into ${checklists} (card_id, title, position)
        values (${values.cardId}, ${values.title}, ${values.position}) returning *)
      select json_build_object('id', cl.id, 'cardId', cl.card_id, 'title', cl.title,
        'position', cl.position, 'items', '[]'::json) as checklist from cl`,
  );
  if (!row) throw new Error('insert into checklists returned no row');
  return row.checklist;
}

export async function renameChecklist(db: DbOrTx, checklistId: string, title: string) {
  await db.execute(
    sql`update ${checklists} set title = ${title}, updated_at = now() where id = ${checklistId}`,
  );
}

/**
 * Moves row `id` of a dense order (rows of `table` sharing `parent`) from `from` to `to`, shifting
 * the rows between: one statement.
 */
async function shift(
  db: DbOrTx,
  table: typeof checklists | typeof checklistItems,
  parent: SQL,
  id: string,
  from: number,
  to: number,
) {
  if (from === to) return;
  await db.execute(
    sql`update ${table} set position = case when id = ${id} then ${to}::int
        when ${from}::int < ${to}::int then position - 1 else position + 1 end
      where ${parent} and position between least(${from}::int, ${to}::int)
        and greatest(${from}::int, ${to}::int)`,
  );
}

export const moveChecklist = (db: DbOrTx, list: ChecklistPlace, to: number) =>
  shift(db, checklists, sql`card_id = ${list.cardId}`, list.id, list.position, to);

/** Deletes a checklist with its items, closing the gap it leaves. */
export async function deleteChecklist(db: DbOrTx, list: ChecklistPlace): Promise<void> {
  await db.execute(
    sql`with gone as (delete from ${checklists} where id = ${list.id} returning position)
      update ${checklists} set position = position - 1
      where card_id = ${list.cardId} and position > (select position from gone)`,
  );
}

export async function insertItem(
  db: DbOrTx,
  values: { checklistId: string; cardId: string; text: string; position: number },
): Promise<ChecklistItem> {
  const [row] = await queryRows<{ item: ChecklistItem }>(
    db,
    sql`with i as (insert into ${checklistItems} (checklist_id, card_id, text, position)
        values (${values.checklistId}, ${values.cardId}, ${values.text}, ${values.position})
        returning *)
      select ${itemJson(sql`i`)} as item from i`,
  );
  if (!row) throw new Error('insert into checklist_items returned no row');
  return row.item;
}

export const moveItemWithin = (db: DbOrTx, item: ItemPlace, to: number) =>
  shift(db, checklistItems, sql`checklist_id = ${item.checklistId}`, item.id, item.position, to);

/** Moves an item to another checklist of its card, at `to` there. */
export async function moveItemAcross(
  db: DbOrTx,
  item: ItemPlace,
  checklistId: string,
  to: number,
): Promise<void> {
  await db.execute(
    sql`update ${checklistItems} set position = position - 1
      where checklist_id = ${item.checklistId} and position > ${item.position}`,
  );
  await db.execute(
    sql`update ${checklistItems} set position = position + 1
      where checklist_id = ${checklistId} and position >= ${to}`,
  );
  await db.execute(
    sql`update ${checklistItems} set checklist_id = ${checklistId}, position = ${to}
      where id = ${item.id}`,
  );
}

/** Sets an item's own fields (not its place); answers it. */
export async function updateItem(
  db: DbOrTx,
  itemId: string,
  values: {
    text?: string | undefined;
    done?: boolean | undefined;
    assigneeId?: string | null | undefined;
    dueDate?: Date | null | undefined;
  },
): Promise<ChecklistItem | undefined> {
  const set: SQL[] = [sql`updated_at = now()`];
  if (values.text !== undefined) set.push(sql`text = ${values.text}`);
  if (values.done !== undefined) set.push(sql`done = ${values.done}`);
  if (values.assigneeId !== undefined) set.push(sql`assignee_id = ${values.assigneeId}`);
  if (values.dueDate !== undefined)
    set.push(sql`due_date = ${sql.param(values.dueDate, checklistItems.dueDate)}`);
  const [row] = await queryRows<{ item: ChecklistItem }>(
    db,
    sql`with i as (update ${checklistItems} set ${sql.join(set, sql`, `)}
        where id = ${itemId} returning *)
      select ${itemJson(sql`i`)} as item from i`,
  );
  return row?.item;
}

/** Deletes an item, closing the gap it leaves in its checklist. */
export async function deleteItem(db: DbOrTx, item: ItemPlace): Promise<void> {
  await db.execute(
    sql`with gone as (delete from ${checklistItems} where id = ${item.id} returning position)
      update ${checklistItems} set position = position - 1
      where checklist_id = ${item.checklistId} and position > (select position from gone)`,
  );
}

export async function cardOnBoard(db: DbOrTx, cardId: string, boardId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from ${cards} where id = ${cardId} and board_id = ${boardId}`,
  );
  return rows.length > 0;
}
