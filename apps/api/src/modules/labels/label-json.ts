import { sql, type SQL } from 'drizzle-orm';
import { labels } from '../../platform/db/schema/index.js';

/** A board's labels as the board's JSON shows them (`{ id, name, color }` in their order), as text. */
export const boardLabelsJson = (boardId: SQL): SQL =>
  sql`coalesce((select json_agg(json_build_object('id', id, 'name', name, 'color', color)
    order by position, id) from ${labels} where board_id = ${boardId}), '[]')::text`;
