import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { cards, lists } from './schema.js';

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

/** The dense 0-based index of a row among its siblings: those ordered before it. */
export async function denseIndex(
  db: DbOrTx,
  table: Ordered,
  row: { id: string; sortKey: number; parentId: string },
): Promise<number> {
  const [result] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        eq(parentOf(table), row.parentId),
        or(
          lt(table.sortKey, row.sortKey),
          and(eq(table.sortKey, row.sortKey), lt(table.id, row.id)),
        ),
      ),
    );
  return Number(result?.n ?? 0);
}
