import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './boards.js';
import { searchVector } from './search-vector.js';
import { timestamps } from './timestamps.js';
import { users } from './users.js';

/** A card's checklists, in `position` order (dense, assigned under the board's lock). */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    index('checklists_card_idx').on(t.cardId, t.position),
    // What an item's (checklist, card) pair references: an item stays on its checklist's card.
    unique('checklists_id_card_key').on(t.id, t.cardId),
  ],
);

/**
 * A checklist's items, in `position` order within it. `card_id` repeats the checklist's (the
 * foreign key holds the pair, so an item never sits on another card's checklist), so a
 * card's counts (`cards.checklist_done`/`checklist_total`, kept by migration 0019's triggers) and
 * its cap read one index.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id').notNull(),
    cardId: uuid('card_id').notNull(),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    searchVector: searchVector([[sql`text`, 'C']]),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'checklist_items_checklist_fk',
      columns: [t.checklistId, t.cardId],
      foreignColumns: [checklists.id, checklists.cardId],
    }).onDelete('cascade'),
    index('checklist_items_checklist_idx').on(t.checklistId, t.position),
    index('checklist_items_card_idx').on(t.cardId),
    index('checklist_items_assignee_idx').on(t.assigneeId),
    // The daily digest looks for open, assigned due dates only.
    index('checklist_items_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} is not null and not ${t.done} and ${t.assigneeId} is not null`),
  ],
);
