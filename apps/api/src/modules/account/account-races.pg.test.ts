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

/**
 * The owner hands a workspace (with an admin and a member) to its admin while `deleter` (the old
 * owner or the new one) deletes their account: the transfer stops at its e-mail, holding the
 * workspace, and the deletion waits behind it until the transfer commits.
 */
async function transferWhileDeleting(name: string, deleter: 'owner' | 'admin') {
  const f = await createWorkspaceFixture(ctx, name);
  const admin = await addMember(ctx, f.workspace.id, 'admin');
  await addMember(ctx, f.workspace.id, 'member');
  const mail = holding(sql`lock table outbox in exclusive mode`);
  await mail.ready;
  const transfer = as(ctx, f.owner)('POST', `/v1/workspaces/${f.workspace.id}/transfer-ownership`, {
    userId: admin.id,
  });
  await waiting(1);
  const leaving = deleter === 'owner' ? f.owner : admin;
  const deletion = as(ctx, leaving)('DELETE', '/v1/users/me', { password: leaving.password });
  await waiting(2);
  await mail.release();
  const [transferred, deleted] = await Promise.all([transfer, deletion]);
  return { f, admin, transferred, deleted };
}

describe('deleting an account while a workspace changes hands', () => {
  it('keeps the workspace its owner handed over just before deleting their account', async () => {
    const { f, admin, transferred, deleted } = await transferWhileDeleting(
      'Workspace do time',
      'owner',
    );
    expect(transferred.statusCode).toBe(204);
    expect(deleted.statusCode).toBe(204);
    expect(
      await ctx.database.db.select().from(workspaces).where(eq(workspaces.id, f.workspace.id)),
    ).toHaveLength(1);
    expect(await ownerOf(f.workspace.id)).toEqual([admin.id]);
    expect((await as(ctx, admin)('GET', `/v1/workspaces/${f.workspace.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete the account of an admin who has just been handed a shared workspace', async () => {
    const { f, admin, transferred, deleted } = await transferWhileDeleting(
      'Workspace herdado',
      'admin',
    );
    expect(transferred.statusCode).toBe(204);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toMatch(/Workspace herdado/);
    expect(await ownerOf(f.workspace.id)).toEqual([admin.id]);
  });
});
