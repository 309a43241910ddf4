import { REMINDER_KINDS } from '@quadro/contracts';
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-kind.js';

/**
 * One reminder of one checklist item's due date, told to its assignee: keyed, withdrawn and
 * checked when it fires as a card's (`card-reminder`).
 */
export const itemReminder = defineJob({
  kind: 'item-reminder',
  payload: z.object({
    itemId: z.uuid(),
    kind: z.enum(REMINDER_KINDS),
    dueAt: z.iso.datetime(),
  }),
  retry: { maxAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 30 * 60_000 },
});
