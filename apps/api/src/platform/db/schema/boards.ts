import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from './search-vector.js';
import { timestamps } from './timestamps.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Bumped in the transaction of every change the board's response shows; the ETag. */
    version: integer('version').notNull().default(1),
    /** The board's cards, counted by the triggers of migration 0008: the card cap's check. */
    cardCount: integer('card_count').notNull().default(0),
    /** 'Arquivar': out of the board (or the workspace's boards) until restored; null when live. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('boards_workspace_idx').on(t.workspaceId, t.createdAt),
    index('boards_archived_idx')
      .on(t.workspaceId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
  ],
);

/**
 * `sortKey` is a sparse order key (spread-out numbers, midpoint insert, re-spaced when gaps run
 * out), so a move writes one row; the API exposes the dense 0-based index instead.
 */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    sortKey: doublePrecision('sort_key').notNull(),
    /** Counts the changes to the list's cards (triggers of migration 0007): its JSON's key. */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    /** 'Arquivar': out of the board (or the workspace's boards) until restored; null when live. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('lists_board_order_idx').on(t.boardId, t.sortKey),
    index('lists_archived_idx')
      .on(t.boardId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** Denormalised from the list so a board loads its cards in one indexed query. */
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortKey: doublePrecision('sort_key').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    dueComplete: boolean('due_complete').notNull().default(false),
    /**
     * The card's `card_labels` in the board's order of labels, and its checklist items done and
     * in all: kept by the triggers of migration 0019 so the board reads no other table per card.
     */
    labelIds: uuid('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    checklistDone: integer('checklist_done').notNull().default(0),
    checklistTotal: integer('checklist_total').notNull().default(0),
    /** 'Arquivar': out of the board (or the workspace's boards) until restored; null when live. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    searchVector: searchVector([
      [sql`title`, 'A'],
      [sql`description`, 'B'],
    ]),
    ...timestamps,
  },
  (t) => [
    index('cards_list_order_idx').on(t.listId, t.sortKey, t.id),
    index('cards_board_idx').on(t.boardId),
    index('cards_assignee_idx').on(t.assigneeId),
    index('cards_archived_idx')
      .on(t.boardId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    // The daily digest looks for open due dates only.
    index('cards_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} is not null and not ${t.dueComplete}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    searchVector: searchVector([[sql`content`, 'C']]),
    ...timestamps,
  },
  (t) => [index('comments_card_idx').on(t.cardId, t.createdAt)],
);
