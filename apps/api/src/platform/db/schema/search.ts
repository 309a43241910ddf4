import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cards } from './boards.js';
import { tsvector } from './search-vector.js';

/**
 * Everything search matches on a card, in one `tsvector` (its title, description, labels,
 * comments and checklist items: `quadro_card_document`), beside what a search filters and orders
 * by. Kept by migration 0021's triggers, in the transaction of every change to those rows; the
 * other columns are copies of the card's and its board's, so a search reads no other table until
 * it has its page (decision 0052).
 */
export const cardSearch = pgTable(
  'card_search',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    boardId: uuid('board_id').notNull(),
    listId: uuid('list_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The card itself archived; its list's and board's are read when searching. */
    archived: boolean('archived').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('card_search_document_idx').using('gin', t.document),
    // The most recently updated matches of a workspace first (decision 0052).
    index('card_search_recent_idx').on(t.workspaceId, t.updatedAt.desc().nullsFirst()),
  ],
);
