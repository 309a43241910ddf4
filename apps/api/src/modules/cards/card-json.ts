import { AVATAR_URL_PATTERN } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { isoUtc } from '../../platform/db/iso-utc.js';
import { users } from '../../platform/db/schema/index.js';

/*
 * The one place a card's response shape (contracts' `cardSchema`) is built: the board, its first
 * screen and the card a create, edit or move answers all take it from `cardJsonRows`, in the
 * database, so no card is ever decoded and re-encoded row by row.
 *
 * Invalidation rule: a new board version reuses a list's cards JSON while the list's
 * `content_version` has not moved (boards.service.ts). So whatever changes a value read here must
 * bump `lists.content_version` of the lists whose cards show it, on every path (the API, cascades,
 * a script), which only triggers do:
 *   - `cards`, every column: the statement triggers of migration 0007 bump the card's list on
 *     insert, update (old and new list on a move) and delete, including the SET NULL of a deleted
 *     assignee;
 *   - `users` as the assignee (`name`, `email`, `avatar_url`): migration 0012's trigger bumps the
 *     lists holding the user's cards, and their boards' versions.
 * A new column of `cards` is covered already; a new table joined here brings its trigger in the
 * same change. Labels and checklist counts are such columns: migration 0019's triggers keep
 * `label_ids`, `checklist_done` and `checklist_total` from `card_labels` and `checklist_items`. card-json.test.ts changes every column this fragment reads, straight in SQL, and
 * compares the cached board with one built from nothing (docs/card-shape-recipe.md).
 */

/**
 * `rows`, a relation of cards rows with a `position` column (the card's index in its list), as
 * rows of `list_id`, `position` and `card`, the card's JSON with its assignee.
 */
export function cardJsonRows(rows: SQL): SQL {
  return sql`select c.list_id, c.position, json_build_object(
      'id', c.id, 'title', c.title, 'description', c.description, 'listId', c.list_id,
      'position', c.position, 'assigneeId', c.assignee_id,
      'assignee', case when a.id is null then null else
        json_build_object('id', a.id, 'name', a.name, 'email', a.email, 'avatarUrl',
          case when a.avatar_url ~* ${AVATAR_URL_PATTERN} then a.avatar_url end) end,
      'dueDate', ${isoUtc(sql`c.due_date`)}, 'dueComplete', c.due_complete,
      'labelIds', c.label_ids, 'checklist', case when c.checklist_total > 0 then
        json_build_object('done', c.checklist_done, 'total', c.checklist_total) end,
      'createdAt', ${isoUtc(sql`c.created_at`)},
      'updatedAt', ${isoUtc(sql`c.updated_at`)}
    ) as card
    from ${rows} c
    left join ${users} a on a.id = c.assignee_id`;
}
