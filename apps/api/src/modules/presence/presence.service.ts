import type { Db } from '../../platform/db/client.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import { expirePresence, expirePresenceHandler } from './jobs/expire-presence.job.js';
import * as repo from './presence.repository.js';

/**
 * Presence writes touch only the caller's own row: no board, no lock, no activity row. A sweep
 * on the jobs floor turns off those whose pings stopped.
 */
export function createPresenceService({ db, jobs }: { db: Db; jobs: JobRunner }) {
  jobs.register(expirePresence, expirePresenceHandler({ db }));
  return {
    ping: (userId: string) => repo.setPresence(db, userId, true),
    setStatus: (userId: string, isOnline: boolean) => repo.setPresence(db, userId, isOnline),
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
