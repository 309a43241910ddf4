import {
  DEFAULT_LABEL_COLORS,
  type Activity,
  type Label,
  type LabelColor,
} from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { cardLabels, cards, labels } from '../../platform/db/schema/index.js';
import { activityOfChanged, type Actor } from '../../domain/activities/record-activity.js';

const LABEL_COLUMNS = sql`id, name, color`;

/** A board's labels in their order. */
export async function boardLabels(db: DbOrTx, boardId: string): Promise<Label[]> {
  return queryRows<Label>(
    db,
    sql`select ${LABEL_COLUMNS} from ${labels} where board_id = ${boardId} order by position, id`,
  );
}

/** A new board's colour-only labels. */
export async function insertDefaultLabels(db: DbOrTx, boardId: string): Promise<void> {
  await db
    .insert(labels)
    .values(DEFAULT_LABEL_COLORS.map((color, position) => ({ boardId, color, position })));
}

/** How many labels the board has, and the position after its last. */
export async function labelCount(
  db: DbOrTx,
  boardId: string,
): Promise<{ count: number; next: number }> {
  const [row] = await queryRows<{ count: number; next: number }>(
    db,
    sql`select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next
      from ${labels} where board_id = ${boardId}`,
  );
  return row ?? { count: 0, next: 0 };
}

/**
 * The activity of a label's change, as a CTE over `changed` (the label's row): named after the
 * label, with its colour (a colour-only label is named by it) and the card it went on or off.
 */
const labelActivity = (
  by: Actor & { action: Activity['action'] },
  card: { id: string; title: string } | null = null,
) =>
  activityOfChanged(
    { ...by, entityType: 'label' },
    sql`jsonb_build_object('name', changed.name, 'color', changed.color, 'card', ${card?.title ?? null}::text)`,
  );

export async function insertLabel(
  db: DbOrTx,
  values: { boardId: string; name: string; color: LabelColor; position: number },
  by: Actor,
): Promise<Label> {
  const [row] = await queryRows<Label>(
    db,
    sql`with changed as (
        insert into ${labels} (board_id, name, color, position)
        values (${values.boardId}, ${values.name}, ${values.color}, ${values.position})
        returning *),
      ${labelActivity({ ...by, action: 'create' })}
      select ${LABEL_COLUMNS} from changed`,
  );
  if (!row) throw new Error('insert into labels returned no row');
  return row;
}

/** Renames or recolours a label; undefined when it is gone. */
export async function updateLabel(
  db: DbOrTx,
  labelId: string,
  values: { name?: string | undefined; color?: LabelColor | undefined },
  by: Actor,
): Promise<Label | undefined> {
  const [row] = await queryRows<Label>(
    db,
    sql`with changed as (
        update ${labels} set name = coalesce(${values.name ?? null}::text, name),
          color = coalesce(${values.color ?? null}::text, color), updated_at = now()
        where id = ${labelId} returning *),
      ${labelActivity({ ...by, action: 'update' })}
      select ${LABEL_COLUMNS} from changed`,
  );
  return row;
}

/** Deletes a label; its cards lose it by cascade. False when it was gone. */
export async function deleteLabel(db: DbOrTx, labelId: string, by: Actor): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`with changed as (delete from ${labels} where id = ${labelId} returning *),
      ${labelActivity({ ...by, action: 'delete' })}
      select id from changed`,
  );
  return rows.length > 0;
}

/** The card's title, when the card and the label are both on `boardId`. */
export async function findCardAndLabel(
  db: DbOrTx,
  boardId: string,
  cardId: string,
  labelId: string,
): Promise<{ cardTitle: string | null; labelFound: boolean }> {
  const [row] = await queryRows<{ cardTitle: string | null; labelFound: boolean }>(
    db,
    sql`select (select title from ${cards} where id = ${cardId} and board_id = ${boardId}) as "cardTitle",
      exists (select 1 from ${labels} where id = ${labelId} and board_id = ${boardId}) as "labelFound"`,
  );
  return row ?? { cardTitle: null, labelFound: false };
}

/**
 * Puts the label on the card (`add_to_card`) or takes it off (`remove_from_card`), recording it
 * only when that changed something.
 */
export async function writeCardLabel(
  db: DbOrTx,
  card: { id: string; title: string },
  labelId: string,
  by: Actor & { action: 'add_to_card' | 'remove_from_card' },
): Promise<void> {
  const change =
    by.action === 'add_to_card'
      ? sql`insert into ${cardLabels} (card_id, label_id) values (${card.id}, ${labelId})
          on conflict do nothing returning label_id`
      : sql`delete from ${cardLabels} where card_id = ${card.id} and label_id = ${labelId}
          returning label_id`;
  await db.execute(
    sql`with written as (${change}),
      changed as (select l.* from ${labels} l join written on written.label_id = l.id),
      ${labelActivity(by, card)}
      select 1`,
  );
}
