import type { Role } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities } from '../../platform/db/schema/index.js';
import {
  addMember,
  as,
  createUser,
  createWorkspaceFixture,
  loadBoard,
} from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { unassignMember } from './members.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const memberUrl = (workspaceId: string, userId: string) =>
  `/v1/workspaces/${workspaceId}/members/${userId}`;

async function roleOf(workspaceId: string, caller: Parameters<typeof as>[1], userId: string) {
  const response = await as(ctx, caller)('GET', `/v1/workspaces/${workspaceId}`);
  const members = response.json().workspace.members as { id: string; role: Role }[];
  return members.find((member) => member.id === userId)?.role ?? null;
}

describe('PATCH /v1/workspaces/:id/members/:userId', () => {
  it('lets the owner set any role but owner, and the change holds on the next request', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const url = memberUrl(workspace.id, member.id);

    const toReader = await as(ctx, owner)('PATCH', url, { role: 'read_only' });
    expect(toReader.statusCode).toBe(204);
    expect(await roleOf(workspace.id, owner, member.id)).toBe('read_only');
    // The very next request of that member is a reader's: no card writes.
    const write = await as(ctx, member)('POST', '/v1/cards', {
      listId: board.lists[0]!.id,
      title: 'Não pode',
    });
    expect(write.statusCode).toBe(403);

    expect((await as(ctx, owner)('PATCH', url, { role: 'admin' })).statusCode).toBe(204);
    expect(await roleOf(workspace.id, owner, member.id)).toBe('admin');
    expect((await as(ctx, owner)('PATCH', url, { role: 'owner' })).statusCode).toBe(400);

    const [change] = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, member.id));
    expect(change).toMatchObject({
      entityType: 'member',
      action: 'update',
      metadata: { name: member.name, oldRole: 'member', newRole: 'read_only' },
    });
  });

  it('lets an admin change others to member or reader, but not grant admin', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const member = await addMember(ctx, workspace.id, 'member');
    const url = memberUrl(workspace.id, member.id);
    expect((await as(ctx, admin)('PATCH', url, { role: 'read_only' })).statusCode).toBe(204);
    const grant = await as(ctx, admin)('PATCH', url, { role: 'admin' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().error).toBe('Apenas o proprietário pode tornar alguém administrador');
  });

  it('refuses changing oneself, the owner, members and readers acting, and strangers', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const member = await addMember(ctx, workspace.id, 'member');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const body = { role: 'member' };

    const self = await as(ctx, admin)('PATCH', memberUrl(workspace.id, admin.id), body);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('Você não pode alterar o seu próprio acesso');
    const ownSelf = await as(ctx, owner)('PATCH', memberUrl(workspace.id, owner.id), body);
    expect(ownSelf.statusCode).toBe(403);
    const theOwner = await as(ctx, admin)('PATCH', memberUrl(workspace.id, owner.id), body);
    expect(theOwner.statusCode).toBe(403);
    expect(theOwner.json().error).toBe('O acesso do proprietário não pode ser alterado');

    const target = memberUrl(workspace.id, reader.id);
    expect((await as(ctx, member)('PATCH', target, body)).statusCode).toBe(403);
    expect(
      (await as(ctx, reader)('PATCH', memberUrl(workspace.id, member.id), body)).statusCode,
    ).toBe(403);
    expect((await as(ctx, stranger)('PATCH', target, body)).statusCode).toBe(404);
    expect((await as(ctx, null)('PATCH', target, body)).statusCode).toBe(401);
    expect(
      (await as(ctx, owner)('PATCH', memberUrl(workspace.id, stranger.id), body)).statusCode,
    ).toBe(404);
    expect((await as(ctx, owner)('PATCH', target, { role: 'chefe' })).statusCode).toBe(400);
    expect(
      (await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}/members/x`, body)).statusCode,
    ).toBe(400);
  });
});

describe('an admin as the target', () => {
  const ownerOnly = {
    error: 'Apenas o proprietário pode alterar o papel de um administrador ou removê-lo',
    code: 'OWNER_MANAGES_ADMINS',
  };

  it('is demoted or removed by the owner only, as only the owner grants admin', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const [admin, other] = [
      await addMember(ctx, workspace.id, 'admin'),
      await addMember(ctx, workspace.id, 'admin'),
    ];
    const url = memberUrl(workspace.id, other.id);
    for (const role of ['member', 'read_only', 'admin']) {
      const changed = await as(ctx, admin)('PATCH', url, { role });
      expect(changed.statusCode).toBe(403);
      expect(changed.json()).toEqual(ownerOnly);
    }
    const removed = await as(ctx, admin)('DELETE', url);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual(ownerOnly);
    expect(await roleOf(workspace.id, owner, other.id)).toBe('admin');

    expect((await as(ctx, owner)('PATCH', url, { role: 'member' })).statusCode).toBe(204);
    expect(await roleOf(workspace.id, owner, other.id)).toBe('member');
    // Once a member, the admin manages them again.
    expect((await as(ctx, admin)('PATCH', url, { role: 'read_only' })).statusCode).toBe(204);
    await as(ctx, owner)('PATCH', url, { role: 'admin' });
    expect((await as(ctx, owner)('DELETE', url)).statusCode).toBe(204);
    expect(await roleOf(workspace.id, owner, other.id)).toBeNull();
  });
});

describe('DELETE /v1/workspaces/:id/members/:userId', () => {
  it('removes a member at once, unassigns their cards and checklist items and moves the board on', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const card = board.lists[0]!.cards[0]!;
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: member.id });
    const checklist = await as(ctx, owner)('POST', `/v1/cards/${card.id}/checklists`, {
      title: 'Passos',
    });
    const item = await as(ctx, owner)(
      'POST',
      `/v1/checklists/${checklist.json().checklist.id}/items`,
      { text: 'Ligar' },
    );
    await as(ctx, owner)('PATCH', `/v1/checklist-items/${item.json().item.id}`, {
      assigneeId: member.id,
    });
    const before = await loadBoard(ctx, owner, board.id);

    const removed = await as(ctx, owner)('DELETE', memberUrl(workspace.id, member.id));
    expect(removed.statusCode).toBe(204);
    expect(await roleOf(workspace.id, owner, member.id)).toBeNull();
    expect((await as(ctx, member)('GET', `/v1/boards/${board.id}`)).statusCode).toBe(404);

    const after = await loadBoard(ctx, owner, board.id);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.lists[0]!.cards[0]!.assigneeId).toBeNull();
    const checklists = await as(ctx, owner)('GET', `/v1/cards/${card.id}/checklists`);
    expect(checklists.json().checklists[0].items[0].assigneeId).toBeNull();
  });

  it('tells this instance’s memory each board version it moves on as it unassigns', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const card = board.lists[0]!.cards[0]!;
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: member.id });
    const before = await loadBoard(ctx, owner, board.id);
    const written = vi.fn();
    await ctx.database.db.transaction((tx) => unassignMember(tx, workspace.id, member.id, written));
    expect(written.mock.calls).toEqual([
      [{ workspaceId: workspace.id, boardId: board.id }, before.version + 1],
    ]);
    expect((await loadBoard(ctx, owner, board.id)).version).toBe(before.version + 1);
  });

  it('refuses removing oneself, the owner, and callers without the right', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const member = await addMember(ctx, workspace.id, 'member');
    const stranger = await createUser(ctx);
    expect((await as(ctx, admin)('DELETE', memberUrl(workspace.id, admin.id))).statusCode).toBe(
      403,
    );
    expect((await as(ctx, admin)('DELETE', memberUrl(workspace.id, owner.id))).statusCode).toBe(
      403,
    );
    expect((await as(ctx, owner)('DELETE', memberUrl(workspace.id, owner.id))).statusCode).toBe(
      403,
    );
    expect((await as(ctx, member)('DELETE', memberUrl(workspace.id, admin.id))).statusCode).toBe(
      403,
    );
    expect((await as(ctx, stranger)('DELETE', memberUrl(workspace.id, member.id))).statusCode).toBe(
      404,
    );
    expect((await as(ctx, null)('DELETE', memberUrl(workspace.id, member.id))).statusCode).toBe(
      401,
    );
    // An admin may remove another member.
    expect((await as(ctx, admin)('DELETE', memberUrl(workspace.id, member.id))).statusCode).toBe(
      204,
    );
  });

  it('keeps exactly one owner and no 5xx when changes race', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const member = await addMember(ctx, workspace.id, 'member');
    const card = board.lists[0]!.cards[0]!;
    const results = await Promise.all([
      as(ctx, owner)('PATCH', memberUrl(workspace.id, member.id), { role: 'read_only' }),
      as(ctx, admin)('DELETE', memberUrl(workspace.id, member.id)),
      as(ctx, owner)('PATCH', memberUrl(workspace.id, admin.id), { role: 'member' }),
      as(ctx, member)('PATCH', `/v1/cards/${card.id}`, { title: 'Editado' }),
      as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: member.id }),
    ]);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    const members = (await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}`)).json().workspace
      .members as { role: Role }[];
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});
