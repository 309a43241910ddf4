import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../platform/db/schema/index.js';
import { endTrial } from '../../../test/checkout.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const transfer = (ctxUser: Parameters<typeof as>[1], workspaceId: string, userId: string) =>
  as(ctx, ctxUser)('POST', `/v1/workspaces/${workspaceId}/transfer-ownership`, { userId });

const roleOf = async (user: Parameters<typeof as>[1], workspaceId: string) =>
  (await as(ctx, user)('GET', `/v1/workspaces/${workspaceId}`)).json<{
    workspace: { role: string };
  }>().workspace.role;

describe('POST /v1/workspaces/:id/transfer-ownership', () => {
  it('hands the workspace to an admin, keeps the old owner as admin, records and tells both', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx, 'Equipe Beta');
    const admin = await addMember(ctx, workspace.id, 'admin', { name: 'Bia Souza' });
    const response = await transfer(owner, workspace.id, admin.id);
    expect(response.statusCode).toBe(204);
    expect(await roleOf(admin, workspace.id)).toBe('owner');
    expect(await roleOf(owner, workspace.id)).toBe('admin');
    const entries = await ctx.database.db
      .select({ entityId: activities.entityId, metadata: activities.metadata })
      .from(activities)
      .where(and(eq(activities.workspaceId, workspace.id), eq(activities.entityType, 'member')));
    expect(entries).toEqual([
      { entityId: admin.id, metadata: { name: 'Bia Souza', oldRole: 'admin', newRole: 'owner' } },
      { entityId: owner.id, metadata: { name: owner.name, oldRole: 'owner', newRole: 'admin' } },
    ]);
    await ctx.mailbox.waitFor(
      admin.email,
      /^Você agora é o proprietário do workspace Equipe Beta$/,
    );
    await ctx.mailbox.waitFor(
      owner.email,
      /^Você transferiu o workspace Equipe Beta para Bia Souza$/,
    );
    // The old owner, now an admin, cannot hand it back.
    expect((await transfer(owner, workspace.id, admin.id)).statusCode).toBe(403);
  });

  it('lets the new owner’s plan decide the 402 rule', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    await endTrial(ctx, admin.id);
    const write = () =>
      as(ctx, owner)('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Depois' });
    expect((await write()).statusCode).toBe(201);
    expect((await transfer(owner, workspace.id, admin.id)).statusCode).toBe(204);
    expect((await write()).statusCode).toBe(402);
  });

  it('works after the owner’s own plan ended: handing over is how the team goes on', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    await endTrial(ctx, owner.id);
    expect((await transfer(owner, workspace.id, admin.id)).statusCode).toBe(204);
  });

  it('refuses a member who is not an admin, oneself, a stranger and anyone but the owner', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const member = await addMember(ctx, workspace.id, 'member');
    const notAdmin = await transfer(owner, workspace.id, member.id);
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().code).toBe('OWNERSHIP_TO_NON_ADMIN');
    expect((await transfer(owner, workspace.id, owner.id)).json().code).toBe('OWNERSHIP_TO_SELF');
    const other = await createWorkspaceFixture(ctx, 'Outra');
    const stranger = await transfer(owner, workspace.id, other.owner.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Membro não encontrado');
    expect((await transfer(admin, workspace.id, admin.id)).statusCode).toBe(403);
    expect((await transfer(member, workspace.id, admin.id)).statusCode).toBe(403);
    expect((await transfer(other.owner, workspace.id, admin.id)).statusCode).toBe(404);
    expect((await transfer(null, workspace.id, admin.id)).statusCode).toBe(401);
    const badBody = await as(ctx, owner)(
      'POST',
      `/v1/workspaces/${workspace.id}/transfer-ownership`,
      {},
    );
    expect(badBody.statusCode).toBe(400);
    expect(await roleOf(owner, workspace.id)).toBe('owner');
  });
});
