import { RENEWAL_NOTICE_DAYS } from '@quadro/contracts';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-kind.js';

const MINUTE_MS = 60_000;

/**
 * Every minute: queues the renewal of each plan that renews by itself and whose stored period
 * end has passed (design §12, #21), so moving `current_period_end` renews within a minute.
 */
export const renewalTick = defineJob({
  kind: 'renewal-tick',
  payload: z.object({}),
  leaseMs: 5 * MINUTE_MS,
  schedule: {
    next: (after) => new Date((Math.floor(after.getTime() / MINUTE_MS) + 1) * MINUTE_MS),
    payload: {},
  },
});

/**
 * One charge of a plan's saved card for the period ending at `periodEnd`, keyed by user and
 * period (and retry): the first at the end, the retries 1, 3 and 5 days after a decline. It acts
 * only while the plan has declined `failuresBefore` times, so a second run of the same charge
 * (another instance, the sandbox's 'Simular renovação') neither charges nor counts twice. A
 * gateway that cannot be reached is tried again within the same job.
 */
export const renewSubscription = defineJob({
  kind: 'renew-subscription',
  payload: z.object({
    userId: z.uuid(),
    periodEnd: z.iso.datetime(),
    failuresBefore: z.number().int().min(0),
  }),
  retry: { maxAttempts: 8, firstDelayMs: MINUTE_MS, maxDelayMs: 60 * MINUTE_MS },
  leaseMs: 2 * MINUTE_MS,
});

/** The e-mail that tells of a renewal `daysBefore` days ahead, keyed by user, period and days. */
export const renewalNotice = defineJob({
  kind: 'renewal-notice',
  payload: z.object({
    userId: z.uuid(),
    periodEnd: z.iso.datetime(),
    daysBefore: z.union(RENEWAL_NOTICE_DAYS.map((days) => z.literal(days))),
  }),
});

/**
 * The next month's Pix of a plan paid by Pix (it does not renew by itself), generated and
 * e-mailed 5 days before the end, keyed by user and period end.
 */
export const pixInvoice = defineJob({
  kind: 'pix-invoice',
  payload: z.object({ userId: z.uuid(), periodEnd: z.iso.datetime() }),
  retry: { maxAttempts: 8, firstDelayMs: MINUTE_MS, maxDelayMs: 60 * MINUTE_MS },
  leaseMs: 2 * MINUTE_MS,
});
