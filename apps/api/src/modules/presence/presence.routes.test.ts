import type { Member, Workspace } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, boards, users } from '../../platform/db/schema/index.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';
import {
  createTestApp,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The member as another member of the workspace sees them. */
async function memberAsSeenBy(
  viewer: RegisteredUser,
  workspaceId: string,
  userId: string,
): Promise<Member> {
  const response = await as(ctx, viewer)('GET', `/v1/workspaces/${workspaceId}`);
  expect(response.statusCode).toBe(200);
  const member = response
    .json<{ workspace: Workspace }>()
    .workspace.members.find((m) => m.id === userId);
  if (!member) throw new Error('not a member');
  return member;
}

const lastSeenOf = async (userId: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]?.lastSeenAt;

describe('presence', () => {
  it('shows a member who never pinged as offline, never seen', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    expect(await memberAsSeenBy(owner, workspace.id, member.id)).toMatchObject({
      isOnline: false,
      lastSeen: null,
    });
  });

  it('a ping puts the caller online, seen now by the server', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const before = Date.now();
    const response = await as(ctx, member)('POST', '/v1/users/ping');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const seen = await memberAsSeenBy(owner, workspace.id, member.id);
    expect(seen.isOnline).toBe(true);
    expect(Date.parse(seen.lastSeen!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(seen.lastSeen!)).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await memberAsSeenBy(owner, workspace.id, owner.id)).toMatchObject({ isOnline: false });
  });

  it('status false puts the caller offline and true back online, both seen now', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    await as(ctx, member)('POST', '/v1/users/ping');
    await ctx.database.db
      .update(users)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(users.id, member.id));
    const pinged = await lastSeenOf(member.id);

    const offline = await as(ctx, member)('POST', '/v1/users/status', { isOnline: false });
    expect(offline.statusCode).toBe(204);
    const seen = await memberAsSeenBy(owner, workspace.id, member.id);
    expect(seen.isOnline).toBe(false);
    expect(Date.parse(seen.lastSeen!)).toBeGreaterThan(pinged!.getTime());

    expect((await as(ctx, member)('POST', '/v1/users/status', { isOnline: true })).statusCode).toBe(
      204,
    );
    expect(await memberAsSeenBy(owner, workspace.id, member.id)).toMatchObject({ isOnline: true });
  });

  it('shows offline a member whose last word is older than the window, whatever the flag', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    await as(ctx, member)('POST', '/v1/users/status', { isOnline: true });
    const setLastSeen = (ago: string) =>
      ctx.database.db
        .update(users)
        .set({ lastSeenAt: sql`now() - ${ago}::interval` })
        .where(eq(users.id, member.id));

    // An active tab pings every 2 minutes: still online just past one interval.
    await setLastSeen('2 minutes 20 seconds');
    expect(await memberAsSeenBy(owner, workspace.id, member.id)).toMatchObject({ isOnline: true });

    // The tab that never said goodbye, or whose user went idle: past the interval and margin.
    await setLastSeen('2 minutes 40 seconds');
    const gone = await memberAsSeenBy(owner, workspace.id, member.id);
    expect(gone.isOnline).toBe(false);
    expect(gone.lastSeen).toEqual((await lastSeenOf(member.id))!.toISOString());
  });

  it('writes only the caller row: no activity, no board change', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const count = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(activities)
          .where(eq(activities.workspaceId, workspace.id))
      )[0]?.n;
    const version = async () =>
      (await ctx.database.db.select().from(boards).where(eq(boards.id, board.id)))[0]?.version;
    const [activitiesBefore, versionBefore] = [await count(), await version()];
    await as(ctx, owner)('POST', '/v1/users/ping');
    await as(ctx, owner)('POST', '/v1/users/status', { isOnline: false });
    expect(await count()).toBe(activitiesBefore);
    expect(await version()).toBe(versionBefore);
  });

  it('refuses a status that is not a boolean, and a ping that carries anything', async () => {
    const user = await createUser(ctx);
    expect((await as(ctx, user)('POST', '/v1/users/ping', {})).statusCode).toBe(204);
    for (const body of [{ isOnline: true }, [], [{}]]) {
      const response = await as(ctx, user)('POST', '/v1/users/ping', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { isOnline: 'true' }, { isOnline: 1 }, { isOnline: null }]) {
      const response = await as(ctx, user)('POST', '/v1/users/status', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await as(ctx, null)('POST', '/v1/users/ping')).statusCode).toBe(401);
    const status = await as(ctx, null)('POST', '/v1/users/status', { isOnline: true });
    expect(status.statusCode).toBe(401);
  });
});

describe('presence rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => limited?.close());

  it('lets a user ping 30 times a minute, counted per user and per route', async () => {
    const [user, other] = [await registerUser(limited.app), await registerUser(limited.app)];
    const call = (who: RegisteredUser, url: string, payload?: unknown) =>
      as(limited, who)('POST', url, payload);
    for (let i = 0; i < 30; i += 1)
      expect((await call(user, '/v1/users/ping')).statusCode).toBe(204);
    const refused = await call(user, '/v1/users/ping');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await call(other, '/v1/users/ping')).statusCode).toBe(204);
    expect((await call(user, '/v1/users/status', { isOnline: false })).statusCode).toBe(204);
  });
});
