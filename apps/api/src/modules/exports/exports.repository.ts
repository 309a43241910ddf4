import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { isoUtc } from '../../platform/db/iso-utc.js';
import {
  activities,
  boards,
  cards,
  checklistItems,
  checklists,
  comments,
  labels,
  lists,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';

/*
 * A board's whole content for its export, one query per table (never one per card), each in the
 * board's order; times as ISO-8601 UTC strings. Run in one read-only snapshot by the service.
 */

export interface ExportRows {
  board: { id: string; name: string; color: string; archivedAt: string | null; createdAt: string };
  labels: { id: string; name: string; color: string }[];
  lists: { id: string; name: string; color: string; archivedAt: string | null }[];
  cards: {
    id: string;
    listId: string;
    title: string;
    description: string;
    labelIds: string[];
    assigneeId: string | null;
    dueDate: string | null;
    dueComplete: boolean;
    archivedAt: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  checklists: { id: string; cardId: string; title: string }[];
  items: {
    id: string;
    checklistId: string;
    text: string;
    done: boolean;
    assigneeId: string | null;
    dueDate: string | null;
  }[];
  comments: {
    id: string;
    cardId: string;
    userId: string | null;
    content: string;
    createdAt: string;
    updatedAt: string;
  }[];
  activity: {
    action: string;
    entityType: string;
    entityId: string;
    userId: string | null;
    metadata: Record<string, unknown>;
    createdAt: string;
  }[];
  /** E-mails only of the workspace's current members, as its members panel shows them. */
  people: { id: string; name: string; email: string | null }[];
}

export async function exportRows(db: DbOrTx, boardId: string): Promise<ExportRows | undefined> {
  const [board] = await queryRows<ExportRows['board'] & { workspaceId: string }>(
    db,
    sql`select id, name, color, workspace_id as "workspaceId",
      ${isoUtc(sql`archived_at`)} as "archivedAt", ${isoUtc(sql`created_at`)} as "createdAt"
    from ${boards} where id = ${boardId}`,
  );
  if (!board) return undefined;
  const { workspaceId, ...boardFields } = board;
  const labelRows = await queryRows<ExportRows['labels'][number]>(
    db,
    sql`select id, name, color from ${labels} where board_id = ${boardId} order by position, id`,
  );
  const listRows = await queryRows<ExportRows['lists'][number]>(
    db,
    sql`select id, name, color, ${isoUtc(sql`archived_at`)} as "archivedAt" from ${lists}
    where board_id = ${boardId} order by sort_key, id`,
  );
  const cardRows = await queryRows<ExportRows['cards'][number]>(
    db,
    sql`select id, list_id as "listId", title, description, label_ids as "labelIds",
      assignee_id as "assigneeId", ${isoUtc(sql`due_date`)} as "dueDate",
      due_complete as "dueComplete", ${isoUtc(sql`archived_at`)} as "archivedAt",
      ${isoUtc(sql`created_at`)} as "createdAt", ${isoUtc(sql`updated_at`)} as "updatedAt"
    from ${cards} where board_id = ${boardId} order by list_id, sort_key, id`,
  );
  const checklistRows = await queryRows<ExportRows['checklists'][number]>(
    db,
    sql`select cl.id, cl.card_id as "cardId", cl.title from ${checklists} cl
    join ${cards} c on c.id = cl.card_id where c.board_id = ${boardId}
    order by cl.card_id, cl.position, cl.id`,
  );
  const itemRows = await queryRows<ExportRows['items'][number]>(
    db,
    sql`select i.id, i.checklist_id as "checklistId", i.text, i.done,
      i.assignee_id as "assigneeId", ${isoUtc(sql`i.due_date`)} as "dueDate"
    from ${checklistItems} i join ${cards} c on c.id = i.card_id where c.board_id = ${boardId}
    order by i.checklist_id, i.position, i.id`,
  );
  const commentRows = await queryRows<ExportRows['comments'][number]>(
    db,
    sql`select cm.id, cm.card_id as "cardId", cm.user_id as "userId", cm.content,
      ${isoUtc(sql`cm.created_at`)} as "createdAt", ${isoUtc(sql`cm.updated_at`)} as "updatedAt"
    from ${comments} cm join ${cards} c on c.id = cm.card_id where c.board_id = ${boardId}
    order by cm.created_at, cm.id`,
  );
  const activityRows = await queryRows<ExportRows['activity'][number]>(
    db,
    sql`select a.action, a.entity_type as "entityType", a.entity_id as "entityId",
      a.user_id as "userId", a.metadata, ${isoUtc(sql`a.created_at`)} as "createdAt"
    from ${activities} a
    where a.workspace_id = ${workspaceId} and a.entity_id in (
      select ${boardId}::uuid
      union all select id from ${lists} where board_id = ${boardId}
      union all select id from ${cards} where board_id = ${boardId}
      union all select id from ${labels} where board_id = ${boardId}
      union all select cl.id from ${checklists} cl join ${cards} c on c.id = cl.card_id
        where c.board_id = ${boardId})
    order by a.created_at, a.id`,
  );
  const peopleIds = new Set(
    [
      ...cardRows.map((row) => row.assigneeId),
      ...itemRows.map((row) => row.assigneeId),
      ...commentRows.map((row) => row.userId),
      ...activityRows.map((row) => row.userId),
    ].filter((id): id is string => id !== null),
  );
  const people = peopleIds.size
    ? await queryRows<ExportRows['people'][number]>(
        db,
        sql`select u.id, u.name, case when m.user_id is not null then u.email end as email
          from ${users} u left join ${workspaceMembers} m
            on m.user_id = u.id and m.workspace_id = ${workspaceId}
          where u.id = any(${sql.param([...peopleIds])}::uuid[])`,
      )
    : [];
  return {
    board: boardFields,
    labels: labelRows,
    lists: listRows,
    cards: cardRows,
    checklists: checklistRows,
    items: itemRows,
    comments: commentRows,
    activity: activityRows,
    people,
  };
}
