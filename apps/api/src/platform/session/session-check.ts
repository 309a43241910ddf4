import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

/**
 * The check every authenticated request makes: a primary-key read, prepared once per connection
 * (planned and built once, not on every request).
 */
export function prepareSessionCheck(db: Db) {
  const query = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('session_is_live');
  return async (sessionId: string, userId: string): Promise<boolean> =>
    (await query.execute({ sessionId, userId })).length > 0;
}
