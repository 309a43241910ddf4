import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps.js';
import { users } from './users.js';

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  theme: text('theme').notNull().default('default'),
  /** Whose public holidays count: 'BR' or a state, 'BR-SP' (contracts' REGION_CODES). */
  region: text('region').notNull().default('BR'),
  ...timestamps,
});

/**
 * A workspace's own days off besides the public holidays of its region: a municipal holiday, the
 * company's emenda. One per date.
 */
export const workspaceHolidays = pgTable(
  'workspace_holidays',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.date] })],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member', 'read_only'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
    // Exactly one owner per workspace.
    uniqueIndex('workspace_members_one_owner')
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation by e-mail. The token is kept as sent: the invitee's pending-invites list shows it
 * again, and it is only good for a signed-in user whose e-mail is the invited one.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'read_only'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_unique').on(t.token),
    // One pending invite per address and workspace: inviting again replaces it.
    uniqueIndex('invites_pending_unique')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    index('invites_email_idx').on(t.email),
  ],
);
