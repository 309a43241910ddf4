import { PRESENCE_TIMEOUT_MS } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';

const TIMEOUT = sql.raw(`interval '${PRESENCE_TIMEOUT_MS / 1000} seconds'`);

/**
 * A member's presence as shown to others: online only if the last word was "online" and came
 * within PRESENCE_TIMEOUT_MS, measured by the database's clock (never the client's).
 */
export const presenceColumns = {
  lastSeenAt: users.lastSeenAt,
  isOnline: sql<boolean>`coalesce(${users.online} and ${users.lastSeenAt} > now() - ${TIMEOUT}, false)`,
};

/** Records the caller's word on presence (a ping says "online"), seen now. */
export async function setPresence(db: DbOrTx, userId: string, online: boolean): Promise<void> {
  await db
    .update(users)
    .set({ online, lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}
