import { z } from 'zod';
import { dailyAtUtc, defineJob } from '../../../platform/jobs/job-kind.js';
import { purgeHandler, type PurgeDeps } from '../../../platform/jobs/purge.js';
import { deleteOldEvents } from '../webhooks.repository.js';

/**
 * Deletes the ids of gateway events applied over a month ago, every day at 04:00 in São Paulo
 * (after the other purges): a retried delivery comes within days, so older ids guard nothing.
 */
export const purgeGatewayEvents = defineJob({
  kind: 'purge-gateway-events',
  payload: z.object({}),
  leaseMs: 15 * 60_000,
  schedule: { next: dailyAtUtc(7, 0), payload: {} },
});

export const purgeGatewayEventsHandler = (deps: PurgeDeps) =>
  purgeHandler(
    {
      kind: purgeGatewayEvents.kind,
      retentionOf: { applied: 'failed' },
      deleteBatch: deleteOldEvents,
      message: 'purged gateway events',
    },
    deps,
  );
