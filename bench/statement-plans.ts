import type { Query } from 'drizzle-orm';
import type { Db } from '../apps/api/src/platform/db/client.js';

/**
 * `db` as a service takes it, recording each raw statement it prepares (the path of `queryRows`)
 * while running it as usual: a benchmark can then EXPLAIN the very statement a request ran,
 * however the service builds it.
 */
export function recordingStatements(db: Db) {
  const statements: Query[] = [];
  const session = new Proxy(db._.session, {
    get(target, key, receiver) {
      if (key !== 'prepareQuery') return Reflect.get(target, key, receiver);
      return (...args: Parameters<typeof target.prepareQuery>) => {
        statements.push(args[0]);
        return target.prepareQuery(...args);
      };
    },
  });
  const recording = new Proxy(db, {
    get: (target, key, receiver) =>
      key === '_' ? { ...target._, session } : Reflect.get(target, key, receiver),
  });
  return { db: recording, statements };
}

/** A statement's EXPLAIN ANALYZE, line by line. */
export async function explainAnalyze(db: Db, { sql, params }: Query): Promise<string[]> {
  const result = await db._.session
    .prepareQuery({ sql: `explain analyze ${sql}`, params }, undefined, undefined, false)
    .execute();
  return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
}
