import { LABEL_COLORS } from '@quadro/contracts';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { boards, cards } from './boards.js';
import { timestamps } from './timestamps.js';

/** A board's labels, in `position` order (dense, assigned under the board's lock). */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    color: text('color', { enum: LABEL_COLORS }).notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('labels_board_idx').on(t.boardId, t.position)],
);

/** Which labels a card carries; `cards.label_ids` mirrors it (migration 0019's triggers). */
export const cardLabels = pgTable(
  'card_labels',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.labelId] }),
    index('card_labels_label_idx').on(t.labelId),
  ],
);
