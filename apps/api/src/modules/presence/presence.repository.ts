import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { users, workspaceMembers } from '../../platform/db/schema/index.js';
import { isOnline } from './presence-columns.js';

/**
 * Records the caller's word on presence (a ping says "online"), seen now, and when it changes what
 * teammates see (online as `presenceColumns` computes it), publishes it to each of the caller's
 * workspaces in the same statement: every instance's event streams carry it to the members panels.
 */
export async function setPresence(db: DbOrTx, userId: string, online: boolean): Promise<void> {
  await queryRows(
    db,
    sql`with before as (
      select ${isOnline} as was_online from ${users} where id = ${userId}
    ), updated as (
      update ${users} set online = ${online}, last_seen_at = now() where id = ${userId} returning id
    )
    select quadro_publish(jsonb_build_object('type', 'presence',
      'workspaceId', m.workspace_id, 'userId', m.user_id)) as published
    from ${workspaceMembers} m, before
    where m.user_id = ${userId} and before.was_online is distinct from ${online}`,
  );
}
