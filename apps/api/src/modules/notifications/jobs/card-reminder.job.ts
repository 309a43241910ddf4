import { REMINDER_KINDS } from '@quadro/contracts';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-kind.js';

/**
 * One reminder of one card's due date, keyed by card, kind and due time (`reminderKey`): written
 * when the date is set, withdrawn when it changes, and checked against the card when it fires.
 */
export const cardReminder = defineJob({
  kind: 'card-reminder',
  payload: z.object({
    cardId: z.uuid(),
    kind: z.enum(REMINDER_KINDS),
    dueAt: z.iso.datetime(),
  }),
  retry: { maxAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 30 * 60_000 },
});
