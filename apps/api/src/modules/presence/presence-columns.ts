import { PRESENCE_TIMEOUT_MS } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.js';

export const PRESENCE_TIMEOUT = sql.raw(`interval '${PRESENCE_TIMEOUT_MS / 1000} seconds'`);

/**
 * A member's presence as shown to others: online only if the last word was "online" and came
 * within PRESENCE_TIMEOUT_MS, measured by the database's clock (never the client's).
 */
export const isOnline = sql<boolean>`coalesce(${users.online} and ${users.lastSeenAt} > now() - ${PRESENCE_TIMEOUT}, false)`;

export const presenceColumns = { lastSeenAt: users.lastSeenAt, isOnline };
