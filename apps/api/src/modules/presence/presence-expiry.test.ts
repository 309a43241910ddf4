/**
 * A member whose pings stopped (a browser killed before its goodbye) turns offline for their
 * teammates within a sweep, pushed on their event streams, not at the next refetch.
 */
import type { AddressInfo } from 'node:net';
import type { Workspace } from '@quadro/contracts';
import { PRESENCE_SWEEP_MS } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../platform/db/schema/index.js';
import { manualClock } from '../../../test/clock.js';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

const clock = manualClock(new Date('2026-12-01T10:00:05Z'));
let ctx: TestContext;
let baseUrl: string;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await ctx.close();
});

const silentFor = (userId: string, ago: string) =>
  ctx.database.db
    .update(users)
    .set({ lastSeenAt: sql`now() - ${ago}::interval` })
    .where(eq(users.id, userId));

/** The next sweep's time comes and every instance's due jobs run. */
async function nextSweep() {
  clock.advance(PRESENCE_SWEEP_MS);
  await ctx.app.jobs.drain();
}

describe('the presence sweep', () => {
  it('turns off a member whose pings stopped and tells the teammates, once', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const gone = await addMember(ctx, workspace.id, 'member');
    const active = await addMember(ctx, workspace.id, 'member');
    await as(ctx, gone)('POST', '/v1/users/status', { isOnline: true });
    await as(ctx, active)('POST', '/v1/users/status', { isOnline: true });
    const stream = await openEventStream(baseUrl, board.id, owner.token);
    streams.push(stream);
    await stream.next('ready');

    await silentFor(gone.id, '2 minutes 40 seconds');
    await silentFor(active.id, '1 minute');
    await nextSweep();

    expect((await stream.next('presence')).data).toEqual({ workspaceId: workspace.id });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, gone.id));
    expect(row?.online).toBe(false);
    const seen = await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}`);
    const online = Object.fromEntries(
      seen.json<{ workspace: Workspace }>().workspace.members.map((m) => [m.id, m.isOnline]),
    );
    expect(online).toMatchObject({ [gone.id]: false, [active.id]: true });

    // Already off: the next sweep has nothing to say. A later board change is heard after
    // anything published before it, so no second presence event came in between.
    await nextSweep();
    await as(ctx, owner)('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Depois' });
    await stream.next('board');
    expect(stream.received.filter(({ event }) => event === 'presence')).toHaveLength(1);

    // Back: the next word turns the dot on again, and teammates hear it.
    await as(ctx, gone)('POST', '/v1/users/ping');
    await stream.next('presence');
  });

  it('is one queued occurrence at a time, on the sweep boundary', async () => {
    const queued = await ctx.database.db
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(sql`${jobs.kind} = 'expire-presence' and ${jobs.state} = 'queued'`);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt!.getTime() % PRESENCE_SWEEP_MS).toBe(0);
    expect(queued[0]!.runAt!.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});
