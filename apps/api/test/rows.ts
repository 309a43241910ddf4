/** The rows of a raw `db.execute` result, whichever driver (pg or PGlite) answered it. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result');
  return rows as T[];
}
