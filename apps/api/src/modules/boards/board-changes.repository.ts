import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { boardChanges } from '../../platform/db/schema/index.js';

export type ChangeKind = (typeof boardChanges.kind.enumValues)[number];

/**
 * What the board's versions after `since` changed, each object once, and whether the log still
 * holds them all: it does when it holds the version right after `since` (purges take the oldest
 * versions first).
 */
export async function changesSince(
  db: DbOrTx,
  boardId: string,
  since: number,
): Promise<{ complete: boolean; changed: { kind: ChangeKind; id: string }[] }> {
  const rows = await queryRows<{ kind: ChangeKind; id: string; first: number }>(
    db,
    sql`select kind, id, min(version) as first from ${boardChanges}
      where board_id = ${boardId} and version > ${since}
      group by kind, id`,
  );
  return {
    complete: rows.some((row) => row.kind === 'board' && row.first === since + 1),
    changed: rows.filter((row) => row.kind !== 'board'),
  };
}

/** Deletes up to `limit` rows written before `before`; answers how many. */
export async function deleteOldChanges(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`delete from ${boardChanges} where ctid = any(array(
      select ctid from ${boardChanges} where at < ${before.toISOString()}::timestamptz
      limit ${limit}))
    returning 1`,
  );
  return rows.length;
}
