import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';

/** Records the caller's word on presence (a ping says "online"), seen now. */
export async function setPresence(db: DbOrTx, userId: string, online: boolean): Promise<void> {
  await db
    .update(users)
    .set({ online, lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}
