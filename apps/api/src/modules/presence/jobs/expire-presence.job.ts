import { PRESENCE_SWEEP_MS } from '@quadro/contracts';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import { defineJob } from '../../../platform/jobs/job-kind.js';
import type { JobHandler } from '../../../platform/jobs/runner.js';
import { expireSilentPresence } from '../presence.repository.js';

/**
 * Turns offline whoever said "online" and then fell silent past PRESENCE_TIMEOUT_MS (a browser
 * killed before its goodbye), and tells their teammates. Every instance queues the same
 * occurrences (on the sweep's boundaries, so one key each): one of them runs each.
 */
export const expirePresence = defineJob({
  kind: 'expire-presence',
  payload: z.object({}),
  // A failed sweep is not worth a retry: the next one is at most a sweep away.
  retry: { maxAttempts: 1 },
  leaseMs: PRESENCE_SWEEP_MS,
  schedule: {
    next: (after) =>
      new Date((Math.floor(after.getTime() / PRESENCE_SWEEP_MS) + 1) * PRESENCE_SWEEP_MS),
    payload: {},
  },
});

export const expirePresenceHandler = ({ db }: { db: Db }): JobHandler<object> => ({
  run: () => expireSilentPresence(db),
});
