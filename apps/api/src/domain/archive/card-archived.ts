import { sql } from 'drizzle-orm';
import { boards, cards, lists } from '../../platform/db/schema/index.js';

/**
 * A card out of sight (design §12, "Archive is not delete"): archived itself, or in an archived list
 * or board. Over `cards` joined with its board as `boards`.
 */
export const cardArchived = sql<boolean>`(${cards.archivedAt} is not null
  or ${boards.archivedAt} is not null
  or exists (select from ${lists} archived_list
    where archived_list.id = ${cards.listId} and archived_list.archived_at is not null))`;
