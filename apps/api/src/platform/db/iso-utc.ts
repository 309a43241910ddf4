import { sql, type SQL } from 'drizzle-orm';

/** A timestamp as contracts answer it: ISO-8601 in UTC with milliseconds, or null. */
export const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
