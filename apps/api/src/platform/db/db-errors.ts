/** The PostgreSQL error behind a driver error (pg and PGlite both report `code`; Drizzle wraps). */
function databaseError(error: unknown): { code: string; table?: unknown; constraint?: unknown } {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return e as { code: string; table?: unknown; constraint?: unknown };
  }
  return { code: '' };
}

export const databaseErrorCode = (error: unknown): string => databaseError(error).code;

/** PostgreSQL's unique_violation, as both drivers (pg and PGlite) report it. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';

/**
 * A change made in one statement found itself off the common path (migration 0023's `QD001`):
 * nothing was written, and the change is made the long way.
 */
export const needsLongPath = (error: unknown): boolean => databaseErrorCode(error) === 'QD001';

/**
 * Contention that a retry resolves: a lock wait past `lock_timeout`, a statement past
 * `statement_timeout`, a deadlock or serialisation failure, or no pooled connection in time.
 */
export function isContention(error: unknown): boolean {
  if (['55P03', '57014', '40P01', '40001'].includes(databaseErrorCode(error))) return true;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error && e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

/**
 * What a log may say about a failed statement: its SQLSTATE, table and constraint and the start of
 * its SQL text (with `$n` placeholders), never its parameters nor the driver's message, which can
 * quote them. Null for an error that did not come from a statement.
 */
export function describeDatabaseError(error: unknown): Record<string, unknown> | null {
  const { code, table, constraint } = databaseError(error);
  const query = (error as { query?: unknown } | null)?.query;
  if (!code && typeof query !== 'string') return null;
  return {
    type: error instanceof Error ? error.name : typeof error,
    sqlState: code || undefined,
    table: typeof table === 'string' ? table : undefined,
    constraint: typeof constraint === 'string' ? constraint : undefined,
    statement: typeof query === 'string' ? query.slice(0, 160) : undefined,
  };
}
