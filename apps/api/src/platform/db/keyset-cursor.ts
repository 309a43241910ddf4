import { sql, type SQL } from 'drizzle-orm';

/**
 * A position in a list newest first, by (a timestamp, id): the last row of a page. `at` is the
 * timestamp in UTC with its microseconds, which a JS Date would lose.
 */
export interface TimeKey {
  at: string;
  id: string;
}

/** A timestamp column as a `TimeKey`'s `at`. */
export const keyTime = (column: SQL | unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after `key` in a newest-first order of (`time`, `id`). */
export const before = (time: SQL | unknown, id: SQL | unknown, key: TimeKey) =>
  sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;

const KEY =
  /^((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque `nextCursor`: the last row's key, which the next page starts strictly after. */
export function encodeCursor(key: TimeKey): string {
  return Buffer.from(`${key.at}|${key.id}`).toString('base64url');
}

/** The key behind a cursor, or null when it is not one this API made (nothing reaches SQL then). */
export function decodeCursor(cursor: string): TimeKey | null {
  if (!BASE64URL.test(cursor)) return null;
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const [, at = '', seconds = '', id = ''] = match;
  // Impossible dates (2024-02-31) roll over in JS but make the database fail: refuse them here.
  const time = Date.parse(`${seconds}Z`);
  if (!(time >= 0) || new Date(time).toISOString().slice(0, 19) !== seconds) return null;
  return { at, id };
}
