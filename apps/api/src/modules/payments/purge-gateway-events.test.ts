/** The ids of applied gateway events are kept a month, then purged every night. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayEvents } from '../../platform/db/schema/index.js';
import { manualClock } from '../../../test/clock.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

const DAY_MS = 24 * 60 * 60_000;
const clock = manualClock(new Date('2026-12-01T06:59:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

it('deletes the events applied over a month ago at 04:00 in São Paulo, and keeps the rest', async () => {
  const at = (days: number) => new Date(Date.parse('2026-12-01T07:00:00Z') - days * DAY_MS);
  await ctx.database.db.insert(gatewayEvents).values([
    { gateway: 'pagarme', eventId: 'hook_old', receivedAt: at(31) },
    { gateway: 'pagarme', eventId: 'hook_month', receivedAt: at(29) },
    { gateway: 'pagarme', eventId: 'hook_today', receivedAt: at(0) },
  ]);
  await ctx.app.jobs.drain();
  expect(await ctx.database.db.select().from(gatewayEvents)).toHaveLength(3);

  clock.set(new Date('2026-12-01T07:00:00Z'));
  await ctx.app.jobs.drain();
  const left = await ctx.database.db.select({ eventId: gatewayEvents.eventId }).from(gatewayEvents);
  expect(left.map(({ eventId }) => eventId).sort()).toEqual(['hook_month', 'hook_today']);
});
