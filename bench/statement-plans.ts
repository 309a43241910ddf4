import type { Query, SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.js';

/**
 * `db` as a service takes it, recording each raw statement it prepares (the path of `queryRows`),
 * in or out of a transaction, while running it as usual: a benchmark can then EXPLAIN the very
 * statement a request ran, however the service builds it.
 */
export function recordingStatements(db: Db) {
  const statements: Query[] = [];
  function recording<Handle extends Pick<Db, '_' | 'transaction'>>(handle: Handle): Handle {
    const session = new Proxy(handle._.session, {
      get(target, key, receiver) {
        if (key !== 'prepareQuery') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.prepareQuery>) => {
          statements.push(args[0]);
          return target.prepareQuery(...args);
        };
      },
    });
    return new Proxy(handle, {
      get(target, key, receiver) {
        if (key === '_') return { ...target._, session };
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return (run: (tx: Handle) => Promise<unknown>, ...rest: unknown[]) =>
          (target.transaction as (...args: unknown[]) => Promise<unknown>)(
            (tx: Handle) => run(recording(tx)),
            ...rest,
          );
      },
    });
  }
  return { db: recording(db), statements };
}

/** A statement's EXPLAIN ANALYZE, line by line, after the settings it runs under. */
export async function explainAnalyze(
  db: Db,
  { sql, params }: Query,
  settings?: SQL,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (settings) await tx.execute(settings);
    const result = await tx._.session
      .prepareQuery({ sql: `explain analyze ${sql}`, params }, undefined, undefined, false)
      .execute();
    return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
  });
}
