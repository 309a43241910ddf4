import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { isoUtc } from '../../platform/db/iso-utc.js';
import {
  activities,
  boards,
  cardFollowers,
  cards,
  checklistItems,
  comments,
  invites,
  lists,
  notifications,
  payments,
  sessions,
  subscriptions,
  trustedDevices,
  users,
  workspaceHolidays,
  workspaceMembers,
  workspaces,
} from '../../platform/db/schema/index.js';

/*
 * Every row that names a person, one query per kind, for 'Exportar meus dados'. Each table column
 * that references a user is read here or named in `NOT_EXPORTED` with the reason; a test holds
 * the two against the database's foreign keys.
 */

/** Columns referencing a user that the export leaves out on purpose. */
export const NOT_EXPORTED = {
  'refresh_tokens.user_id': 'hashes of login secrets; the sessions they renew are listed',
  'email_tokens.user_id': 'hashes of one-use e-mailed links that expire within a day',
} as const;

/** Columns referencing a user, and the section of the export that holds their rows. */
export const EXPORTED = {
  'workspace_members.user_id': 'memberships',
  'cards.assignee_id': 'cardsAssigned',
  'checklist_items.assignee_id': 'checklistItemsAssigned',
  'comments.user_id': 'commentsWritten',
  'activities.user_id': 'activity',
  'notifications.recipient_id': 'notifications',
  'notifications.actor_id': 'notificationsCaused',
  'card_followers.user_id': 'cardsFollowed',
  'boards.archived_by': 'archived',
  'lists.archived_by': 'archived',
  'cards.archived_by': 'archived',
  'invites.invited_by': 'invitesSent',
  'workspace_holidays.created_by': 'holidaysAdded',
  'notification_preferences.user_id': 'preferences',
  'subscriptions.user_id': 'subscription',
  'payments.user_id': 'payments',
  'sessions.user_id': 'sessions',
  'trusted_devices.user_id': 'trustedDevices',
} as const;

const at = (column: SQL) => isoUtc(column);

export async function accountRows(db: DbOrTx, userId: string) {
  const rows = <Row>(query: SQL) => queryRows<Row>(db, query);
  const [profile] = await rows<Record<string, unknown>>(
    sql`select id, name, email, avatar_url as "avatarUrl",
      ${at(sql`email_verified_at`)} as "emailVerifiedAt", ${at(sql`trial_ends_at`)} as "trialEndsAt",
      ${at(sql`last_seen_at`)} as "lastSeenAt", ${at(sql`created_at`)} as "createdAt"
    from ${users} where id = ${userId}`,
  );
  if (!profile) return undefined;
  /**
   * A name as it is now (a card's title, a board's or a workspace's name) only where the person
   * still reads it: a workspace they left may have renamed things they may no longer see.
   */
  const readable = (name: SQL, workspaceId: SQL) =>
    sql`case when ${workspaceId} in (select workspace_id from ${workspaceMembers}
      where user_id = ${userId}) then ${name} end`;
  return {
    profile,
    memberships: await rows(sql`select m.workspace_id as "workspaceId", w.name as workspace, m.role,
        ${at(sql`m.created_at`)} as since
      from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id
      where m.user_id = ${userId} order by m.created_at`),
    cardsAssigned: await rows(sql`select c.id, c.title, b.name as board, l.name as list,
        ${at(sql`c.due_date`)} as "dueDate", c.due_complete as "dueComplete",
        ${at(sql`c.archived_at`)} as "archivedAt"
      from ${cards} c join ${boards} b on b.id = c.board_id join ${lists} l on l.id = c.list_id
      where c.assignee_id = ${userId} order by c.created_at, c.id`),
    checklistItemsAssigned: await rows(sql`select i.id, i.text,
        ${readable(sql`c.title`, sql`b.workspace_id`)} as card, i.done,
        ${at(sql`i.due_date`)} as "dueDate"
      from ${checklistItems} i join ${cards} c on c.id = i.card_id
        join ${boards} b on b.id = c.board_id
      where i.assignee_id = ${userId} order by i.created_at, i.id`),
    commentsWritten:
      await rows(sql`select cm.id, ${readable(sql`c.title`, sql`b.workspace_id`)} as card,
        ${readable(sql`b.name`, sql`b.workspace_id`)} as board, cm.content,
        ${at(sql`cm.created_at`)} as "createdAt", ${at(sql`cm.updated_at`)} as "updatedAt"
      from ${comments} cm join ${cards} c on c.id = cm.card_id join ${boards} b on b.id = c.board_id
      where cm.user_id = ${userId} order by cm.created_at, cm.id`),
    activity:
      await rows(sql`select ${readable(sql`w.name`, sql`w.id`)} as workspace, a.action, a.entity_type as "entityType",
        a.entity_id as "entityId", a.metadata, ${at(sql`a.created_at`)} as "createdAt"
      from ${activities} a join ${workspaces} w on w.id = a.workspace_id
      where a.user_id = ${userId} order by a.created_at, a.id`),
    notifications: await rows(sql`select n.id, n.kind, c.title as card,
        ${at(sql`n.created_at`)} as "createdAt", ${at(sql`n.read_at`)} as "readAt"
      from ${notifications} n join ${cards} c on c.id = n.card_id
      where n.recipient_id = ${userId} order by n.created_at, n.id`),
    cardsFollowed: await rows(sql`select c.title as card, b.name as board,
        ${at(sql`f.created_at`)} as since
      from ${cardFollowers} f join ${cards} c on c.id = f.card_id join ${boards} b on b.id = c.board_id
      where f.user_id = ${userId} order by f.created_at`),
    notificationsCaused: await rows(sql`select n.kind,
        ${readable(sql`c.title`, sql`n.workspace_id`)} as card,
        ${at(sql`n.created_at`)} as "createdAt"
      from ${notifications} n join ${cards} c on c.id = n.card_id
      where n.actor_id = ${userId} order by n.created_at, n.id`),
    archived:
      await rows(sql`select 'board' as type, ${readable(sql`b.name`, sql`b.workspace_id`)} as title,
          ${at(sql`b.archived_at`)} as "archivedAt"
        from ${boards} b where b.archived_by = ${userId}
      union all select 'list', ${readable(sql`l.name`, sql`b.workspace_id`)}, ${at(sql`l.archived_at`)}
        from ${lists} l join ${boards} b on b.id = l.board_id where l.archived_by = ${userId}
      union all select 'card', ${readable(sql`c.title`, sql`b.workspace_id`)}, ${at(sql`c.archived_at`)}
        from ${cards} c join ${boards} b on b.id = c.board_id where c.archived_by = ${userId}
      order by 3`),
    invitesSent:
      await rows(sql`select i.email, ${readable(sql`w.name`, sql`w.id`)} as workspace, i.role,
        ${at(sql`i.created_at`)} as "createdAt", ${at(sql`i.accepted_at`)} as "acceptedAt"
      from ${invites} i join ${workspaces} w on w.id = i.workspace_id
      where i.invited_by = ${userId} order by i.created_at`),
    holidaysAdded: await rows(sql`select ${readable(sql`w.name`, sql`w.id`)} as workspace,
        h.date::text as date, h.name
      from ${workspaceHolidays} h join ${workspaces} w on w.id = h.workspace_id
      where h.created_by = ${userId} order by h.date`),
    subscription:
      (
        await rows(sql`select plan, ${at(sql`current_period_start`)} as "currentPeriodStart",
          ${at(sql`current_period_end`)} as "currentPeriodEnd", ${at(sql`canceled_at`)} as "canceledAt",
          (card_reference is not null and canceled_at is null) as renews
        from ${subscriptions} where user_id = ${userId}`)
      )[0] ?? null,
    payments:
      await rows(sql`select id, kind, method, status, amount_cents as "amountCents", currency,
        period_number as "periodNumber", ${at(sql`period_start`)} as "periodStart",
        ${at(sql`period_end`)} as "periodEnd", ${at(sql`paid_at`)} as "paidAt",
        ${at(sql`created_at`)} as "createdAt"
      from ${payments} where user_id = ${userId} order by created_at, id`),
    sessions: await rows(sql`select ${at(sql`created_at`)} as "createdAt",
        ${at(sql`revoked_at`)} as "revokedAt"
      from ${sessions} where user_id = ${userId} order by created_at`),
    trustedDevices: await rows(sql`select ${at(sql`created_at`)} as "createdAt",
        ${at(sql`expires_at`)} as "expiresAt"
      from ${trustedDevices} where user_id = ${userId} order by created_at`),
  };
}
