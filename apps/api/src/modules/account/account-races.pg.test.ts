import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { rowsOf } from '../../../test/rows.js';

// PostgreSQL only (`*.pg.test.ts` runs with TEST_DATABASE_URL): the races are staged by holding
// locks from other connections, which PGlite's single connection cannot do.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Waits until `count` statements of this database wait on a lock. */
async function waiting(count: number) {
  for (let tries = 0; tries < 1_000; tries += 1) {
    const [row] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if (row!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never ${count} waiting on a lock`);
}

/** A transaction that takes `statement`'s lock and holds it until released. */
function holding(statement: ReturnType<typeof sql>) {
  let release!: () => void;
  let taken!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const ready = new Promise<void>((resolve) => (taken = resolve));
  const done = ctx.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    taken();
    await released;
  });
  return { ready, release: () => (release(), done) };
}

const ownerOf = async (workspaceId: string) =>
  (
    await ctx.database.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
  ).map((row) => row.userId);

describe('deleting an account while a workspace changes hands', () => {
  it('keeps the workspace its owner handed over just before deleting their account', async () => {
    const f = await createWorkspaceFixture(ctx, 'Workspace do time');
    const admin = await addMember(ctx, f.workspace.id, 'admin');
    await addMember(ctx, f.workspace.id, 'member');
    // The transfer stops at its e-mail, holding the workspace; the deletion waits behind it.
    const mail = holding(sql`lock table outbox in exclusive mode`);
    await mail.ready;
    const transfer = as(ctx, f.owner)(
      'POST',
      `/v1/workspaces/${f.workspace.id}/transfer-ownership`,
      {
        userId: admin.id,
      },
    );
    await waiting(1);
    const deletion = as(ctx, f.owner)('DELETE', '/v1/users/me', { password: f.owner.password });
    await waiting(2);
    await mail.release();
    const [transferred, deleted] = await Promise.all([transfer, deletion]);
    expect(transferred.statusCode).toBe(204);
    expect(deleted.statusCode).toBe(204);
    expect(
      await ctx.database.db.select().from(workspaces).where(eq(workspaces.id, f.workspace.id)),
    ).toHaveLength(1);
    expect(await ownerOf(f.workspace.id)).toEqual([admin.id]);
    expect((await as(ctx, admin)('GET', `/v1/workspaces/${f.workspace.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete the account of an admin who has just been handed a shared workspace', async () => {
    const f = await createWorkspaceFixture(ctx, 'Workspace herdado');
    const admin = await addMember(ctx, f.workspace.id, 'admin');
    await addMember(ctx, f.workspace.id, 'member');
    const mail = holding(sql`lock table outbox in exclusive mode`);
    await mail.ready;
    const transfer = as(ctx, f.owner)(
      'POST',
      `/v1/workspaces/${f.workspace.id}/transfer-ownership`,
      {
        userId: admin.id,
      },
    );
    await waiting(1);
    const deletion = as(ctx, admin)('DELETE', '/v1/users/me', { password: admin.password });
    await waiting(2);
    await mail.release();
    const [transferred, deleted] = await Promise.all([transfer, deletion]);
    expect(transferred.statusCode).toBe(204);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toMatch(/Workspace herdado/);
    expect(await ownerOf(f.workspace.id)).toEqual([admin.id]);
  });
});
