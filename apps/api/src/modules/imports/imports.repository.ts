import { randomUUID } from 'node:crypto';
import { NEW_LIST_COLOR } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  cardLabels,
  cards,
  checklistItems,
  checklists,
  comments,
  labels,
  lists,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { KEY_SPACING, spacedKeys } from '../../domain/ordering/ordering.js';
import type { BoardPlan } from './board-plan.js';

/** Rows per statement: a handful of array parameters each, whatever the board's size. */
const BATCH = 2_000;

type Column = string | number | boolean | null;

/**
 * Inserts `rows` a batch at a time, each column one array parameter: `select … from unnest(…)`
 * costs one round trip per batch where a `values` list would need a parameter per field.
 */
async function insertRows<Row>(
  tx: DbOrTx,
  rows: Row[],
  columns: Record<string, { type: string; of: (row: Row) => Column }>,
  insert: (from: SQL) => SQL,
) {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = names.map(
      (name) => sql`${sql.param(batch.map(columns[name]!.of))}::${sql.raw(columns[name]!.type)}[]`,
    );
    await tx.execute(
      insert(sql`unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(names.join(', '))})`),
    );
  }
}

/** Who is a member of the workspace: an import keeps them as assignees and authors. */
export async function memberIds(db: DbOrTx, workspaceId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select user_id as id from ${workspaceMembers} where workspace_id = ${workspaceId}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Writes the planned lists, cards, labels, checklists and comments into a new, empty board, in
 * the caller's transaction; the importer archives what was archived and writes the comments. The
 * triggers keep each card's mirrors (labels, checklist counts, search document) and the board's
 * card count as for any insert.
 */
export async function writeBoardContents(
  tx: DbOrTx,
  board: { id: string; workspaceId: string },
  plan: BoardPlan,
  by: { userId: string },
): Promise<void> {
  /** An assignee who is a member of the workspace now, else none. */
  const member = (userId: SQL) => sql`(select m.user_id from ${workspaceMembers} m
    where m.workspace_id = ${board.workspaceId} and m.user_id = ${userId})`;
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (!id) ids.set(key, (id = randomUUID()));
    return id;
  };
  const labelIds = plan.labels.map((label) => ({ ...label, id: idOf(`label:${label.key}`) }));
  await insertRows(
    tx,
    labelIds.map((label, position) => ({ ...label, position })),
    {
      id: { type: 'uuid', of: (l) => l.id },
      name: { type: 'text', of: (l) => l.name },
      color: { type: 'text', of: (l) => l.color },
      position: { type: 'int', of: (l) => l.position },
    },
    (from) => sql`insert into ${labels} (id, board_id, name, color, position)
      select t.id, ${board.id}, t.name, t.color, t.position from ${from}`,
  );
  const listKeys = spacedKeys(plan.lists.length);
  await insertRows(
    tx,
    plan.lists.map((list, index) => ({ ...list, sortKey: listKeys[index]! })),
    {
      id: { type: 'uuid', of: (l) => idOf(`list:${l.key}`) },
      name: { type: 'text', of: (l) => l.name },
      color: { type: 'text', of: (l) => l.color ?? NEW_LIST_COLOR },
      sort_key: { type: 'float8', of: (l) => l.sortKey },
      archived: { type: 'bool', of: (l) => l.archived },
    },
    (
      from,
    ) => sql`insert into ${lists} (id, board_id, name, color, sort_key, archived_at, archived_by)
      select t.id, ${board.id}, t.name, t.color, t.sort_key, case when t.archived then now() end,
        case when t.archived then ${by.userId}::uuid end
      from ${from}`,
  );
  const placed = placeCards(plan.cards);
  await insertRows(
    tx,
    placed,
    {
      id: { type: 'uuid', of: (c) => c.id },
      list_id: { type: 'uuid', of: (c) => idOf(`list:${c.card.listKey}`) },
      title: { type: 'text', of: (c) => c.card.title },
      description: { type: 'text', of: (c) => c.card.description },
      sort_key: { type: 'float8', of: (c) => c.sortKey },
      due_date: { type: 'timestamptz', of: (c) => c.card.dueDate?.toISOString() ?? null },
      due_complete: { type: 'bool', of: (c) => c.card.dueComplete },
      archived: { type: 'bool', of: (c) => c.card.archived },
      assignee_id: { type: 'uuid', of: (c) => c.card.assigneeId ?? null },
    },
    (from) => sql`insert into ${cards} (id, board_id, list_id, title, description, sort_key,
      due_date, due_complete, archived_at, archived_by, assignee_id)
    select t.id, ${board.id}, t.list_id, t.title, t.description, t.sort_key, t.due_date,
      t.due_complete, case when t.archived then now() end,
      case when t.archived then ${by.userId}::uuid end, ${member(sql`t.assignee_id`)}
    from ${from}`,
  );
  await insertRows(
    tx,
    placed.flatMap((c) =>
      c.card.labelKeys.map((key) => ({ cardId: c.id, labelId: idOf(`label:${key}`) })),
    ),
    {
      card_id: { type: 'uuid', of: (r) => r.cardId },
      label_id: { type: 'uuid', of: (r) => r.labelId },
    },
    (from) => sql`insert into ${cardLabels} (card_id, label_id) select * from ${from}`,
  );
  const planned = placed.flatMap((c) =>
    c.card.checklists.map((list, position) => ({
      ...list,
      id: randomUUID(),
      cardId: c.id,
      position,
    })),
  );
  await insertRows(
    tx,
    planned,
    {
      id: { type: 'uuid', of: (l) => l.id },
      card_id: { type: 'uuid', of: (l) => l.cardId },
      title: { type: 'text', of: (l) => l.title },
      position: { type: 'int', of: (l) => l.position },
    },
    (from) => sql`insert into ${checklists} (id, card_id, title, position) select * from ${from}`,
  );
  await insertRows(
    tx,
    planned.flatMap((list) => list.items.map((item, position) => ({ ...item, list, position }))),
    {
      checklist_id: { type: 'uuid', of: (i) => i.list.id },
      card_id: { type: 'uuid', of: (i) => i.list.cardId },
      text: { type: 'text', of: (i) => i.text },
      done: { type: 'bool', of: (i) => i.done },
      position: { type: 'int', of: (i) => i.position },
      assignee_id: { type: 'uuid', of: (i) => i.assigneeId ?? null },
      due_date: { type: 'timestamptz', of: (i) => i.dueDate?.toISOString() ?? null },
    },
    (from) => sql`insert into ${checklistItems}
        (checklist_id, card_id, text, done, position, assignee_id, due_date)
      select t.checklist_id, t.card_id, t.text, t.done, t.position,
        ${member(sql`t.assignee_id`)}, t.due_date
      from ${from}`,
  );
  await insertRows(
    tx,
    placed.flatMap((c) => c.card.comments.map((comment) => ({ ...comment, cardId: c.id }))),
    {
      card_id: { type: 'uuid', of: (r) => r.cardId },
      content: { type: 'text', of: (r) => r.content },
      created_at: { type: 'timestamptz', of: (r) => r.createdAt.toISOString() },
      user_id: { type: 'uuid', of: (r) => r.userId ?? by.userId },
    },
    (from) => sql`insert into ${comments} (card_id, user_id, content, created_at, updated_at)
      select t.card_id, t.user_id, t.content, t.created_at, t.created_at from ${from}`,
  );
}

/** Each card with its id and a sort key spaced within its list, in the plan's order. */
function placeCards(planned: BoardPlan['cards']) {
  const inList = new Map<string, number>();
  return planned.map((card) => {
    const index = inList.get(card.listKey) ?? 0;
    inList.set(card.listKey, index + 1);
    return { card, id: randomUUID(), sortKey: (index + 1) * KEY_SPACING };
  });
}
