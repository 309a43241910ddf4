import type { Db } from '../../platform/db/client.js';
import * as repo from './presence.repository.js';

/** Presence writes touch only the caller's own row: no board, no lock, no activity row. */
export function createPresenceService({ db }: { db: Db }) {
  return {
    ping: (userId: string) => repo.setPresence(db, userId, true),
    setStatus: (userId: string, isOnline: boolean) => repo.setPresence(db, userId, isOnline),
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
