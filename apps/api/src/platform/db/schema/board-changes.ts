import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What each version of a board changed, for `GET /v1/boards/{id}/changes` (decision 0055): the
 * version itself (`board`), each card and list written at it (`card`, `list`), and each list that
 * came into the board at it (`list-shown`: created or restored, its cards with it). Written by
 * migration 0022's triggers in the transaction of the change, on every path; no foreign key, so a
 * board's deletion cascades without writing here, and rows are purged by age
 * (`purge-board-changes`). A card or list named here that is no longer on the board was removed.
 */
export const boardChanges = pgTable(
  'board_changes',
  {
    boardId: uuid('board_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['board', 'card', 'list', 'list-shown'] }).notNull(),
    id: uuid('id').notNull(),
    /**
     * When the row was written, not when its transaction began: changes to one board write one at
     * a time (its lock), so a board's rows grow older with their versions, and a purge by age takes
     * the oldest versions first.
     */
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('board_changes_board_version_idx').on(t.boardId, t.version),
    // The purge takes the oldest rows first (a version's `board` row before its cards).
    index('board_changes_at_idx').on(t.at),
  ],
);
