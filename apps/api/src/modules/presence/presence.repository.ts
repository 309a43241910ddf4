import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { users, workspaceMembers } from '../../platform/db/schema/index.js';
import { isOnline, PRESENCE_TIMEOUT } from './presence-columns.js';

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

/**
 * Turns offline, in one statement, everyone whose last word was "online" and came longer than
 * PRESENCE_TIMEOUT_MS ago (they already show offline), and publishes the change to each of their
 * workspaces so open members panels turn the dot without waiting for a refetch.
 */
export async function expireSilentPresence(db: DbOrTx): Promise<void> {
  await queryRows(
    db,
    sql`with expired as (
      update ${users} set online = false
      where online and last_seen_at <= now() - ${PRESENCE_TIMEOUT}
      returning id
    )
    select quadro_publish(jsonb_build_object('type', 'presence',
      'workspaceId', m.workspace_id, 'userId', m.user_id)) as published
    from expired e join ${workspaceMembers} m on m.user_id = e.id`,
  );
}
