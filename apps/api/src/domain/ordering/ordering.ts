import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { cards, lists } from '../../platform/db/schema/index.js';

/**
 * Order of lists and cards: sparse keys, so a new or moved item lands between its neighbours and a
 * move rewrites one row, re-spaced when they run out; the API shows dense 0-based indexes instead.
 */
export const KEY_SPACING = 1024;
const MIN_GAP = 1e-6;

/** A key strictly between two neighbours (either may be missing), or null when they are too close. */
export function keyBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return KEY_SPACING;
  if (before === undefined) return (after as number) - KEY_SPACING;
  if (after === undefined) return before + KEY_SPACING;
  if (after - before < MIN_GAP) return null;
  const key = (before + after) / 2;
  return key > before && key < after ? key : null;
}

/** Evenly spaced keys for `count` items, used when a list is re-spaced or fully reordered. */
export function spacedKeys(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (index + 1) * KEY_SPACING);
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), max);

/** Places a new key at `index` among ordered siblings, re-spacing them all when there is no room. */
export async function placeAt(
  siblings: { id: string; sortKey: number }[],
  index: number,
  respace: (keys: { id: string; sortKey: number }[]) => Promise<void>,
  movingId?: string,
): Promise<number> {
  const key = keyBetween(siblings[index - 1]?.sortKey, siblings[index]?.sortKey);
  if (key !== null) return key;
  const keys = spacedKeys(siblings.length + 1);
  const others = siblings.map((item, i) => ({
    id: item.id,
    sortKey: keys[i < index ? i : i + 1]!,
  }));
  await respace(movingId ? [...others, { id: movingId, sortKey: keys[index]! }] : others);
  return keys[index]!;
}

/** What placing an item needs to know of its new siblings: their count and the keys either side. */
export interface Neighbours {
  count: number;
  before: number | null;
  after: number | null;
}

/**
 * `placeAt` knowing only the neighbours at `index`: the siblings are read (by `siblings`) only when
 * they must be re-spaced, so placing an item costs the same in a short list as in a long one.
 */
export async function placeBetween(
  neighbours: Neighbours,
  index: number,
  siblings: () => Promise<{ id: string; sortKey: number }[]>,
  respace: (keys: { id: string; sortKey: number }[]) => Promise<void>,
  movingId?: string,
): Promise<number> {
  const key = keyBetween(neighbours.before ?? undefined, neighbours.after ?? undefined);
  return key ?? placeAt(await siblings(), index, respace, movingId);
}

/** The ordered tables: each row has an id, a sparse `sortKey` and the parent it is ordered in. */
type Ordered = typeof lists | typeof cards;
const parentOf = (table: Ordered) => (table === lists ? lists.boardId : cards.listId);

/** Writes many sort keys in one statement (re-spacing, or a whole new order). */
export async function setSortKeys(
  db: DbOrTx,
  table: Ordered,
  keys: { id: string; sortKey: number }[],
): Promise<void> {
  if (keys.length === 0) return;
  const values = sql.join(
    keys.map(({ id, sortKey }) => sql`(${id}::uuid, ${sortKey}::double precision)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set sort_key = v.key from (values ${values}) as v(id, key) where ${table.id} = v.id`,
  );
}

/**
 * The dense 0-based index of the row `row` (a table alias in the enclosing SQL) among its
 * siblings, those ordered before it, as a scalar subquery: the statement that changes a row can
 * answer its position. It reads the table as it was before that statement, which is right for a
 * row whose parent and key the statement leaves alone.
 */
export function denseIndexOf(table: Ordered, row: SQL): SQL<number> {
  const parent = sql.identifier(parentOf(table).name);
  return sql<number>`(select count(*)::int from ${table} sibling
    where sibling.${parent} = ${row}.${parent}
      and sibling.archived_at is null
      and (sibling.sort_key, sibling.id) < (${row}.sort_key, ${row}.id))`;
}

/**
 * The item a reorder moved, when it moved one: the only item whose removal leaves both orders
 * equal. Null when nothing moved or several items did.
 */
export function movedItem(before: readonly string[], after: readonly string[]): string | null {
  const first = before.findIndex((id, index) => after[index] !== id);
  if (first === -1) return null;
  const without = (order: readonly string[], id: string) => order.filter((item) => item !== id);
  for (const candidate of [after[first], before[first]])
    if (
      candidate !== undefined &&
      without(before, candidate).every((id, index) => without(after, candidate)[index] === id)
    )
      return candidate;
  return null;
}
