import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-kind.js';

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Every quarter of an hour (every zone's 08:00 falls on one): queues the digest of each person
 * whose morning it is, once per person and local day.
 */
export const digestTick = defineJob({
  kind: 'digest-tick',
  payload: z.object({}),
  leaseMs: 5 * 60_000,
  schedule: {
    next: (after) =>
      new Date((Math.floor(after.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS),
    payload: {},
  },
});

/** One person's digest of one local day, keyed by both. */
export const sendDigest = defineJob({
  kind: 'send-digest',
  payload: z.object({ userId: z.uuid(), date: z.iso.date() }),
});
