import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@quadro/contracts';
import { cards } from './boards.js';
import { checklistItems } from './checklists.js';
import { users } from './users.js';
import { workspaceMembers } from './workspaces.js';

/**
 * What the bell lists (design §12): one row per person told, written in the transaction of its
 * cause (a change, or the reminder's job). The card's title and board are read when listed. A
 * row goes with its card, and with its recipient's membership of the workspace.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A checklist item of the card, when the notification is about it (its date, its assignee). */
    checklistItemId: uuid('checklist_item_id').references(() => checklistItems.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.workspaceId, t.recipientId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
    // Newest first, in the order `order by created_at desc, id desc` reads (nulls first).
    index('notifications_recipient_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_card_idx').on(t.cardId),
    // A deleted item's notifications go by cascade: found here, not by a scan.
    index('notifications_checklist_item_idx')
      .on(t.checklistItemId)
      .where(sql`${t.checklistItemId} is not null`),
    index('notifications_membership_idx').on(t.workspaceId, t.recipientId),
  ],
);

/** Who chose 'Seguir' on a card; gone with the card or with their membership. */
export const cardFollowers = pgTable(
  'card_followers',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    foreignKey({
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
    index('card_followers_user_idx').on(t.userId),
    index('card_followers_membership_idx').on(t.workspaceId, t.userId),
  ],
);

/**
 * A person's choices of what reaches them and where; no row means every default: São Paulo's
 * time, everything on.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  emailDueReminders: boolean('email_due_reminders').notNull().default(true),
  emailAssigned: boolean('email_assigned').notNull().default(true),
  emailComments: boolean('email_comments').notNull().default(true),
  emailMentions: boolean('email_mentions').notNull().default(true),
  emailDigest: boolean('email_digest').notNull().default(true),
  inAppDueReminders: boolean('in_app_due_reminders').notNull().default(true),
  inAppAssigned: boolean('in_app_assigned').notNull().default(true),
  inAppComments: boolean('in_app_comments').notNull().default(true),
  inAppMentions: boolean('in_app_mentions').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
