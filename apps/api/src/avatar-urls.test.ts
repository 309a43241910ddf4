import type { Card, User, Workspace } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from './platform/db/schema/index.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const allowed = 'https://secure.gravatar.com/avatar/abc?s=80';

it.each([
  ['an allowed host over https', allowed, allowed],
  ['plain http', 'http://gravatar.com/avatar/abc', null],
  ['another host', 'https://evil.example.com/a.png', null],
  ['a look-alike host', 'https://gravatar.com.evil.com/a.png', null],
  ['markup after the host', 'https://gravatar.com/a"onerror="x', null],
])(
  'every response carrying an avatar applies the allow-list on the server: %s',
  async (_, stored, shown) => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    await ctx.database.db.update(users).set({ avatarUrl: stored }).where(eq(users.id, member.id));
    const cardId = board.lists[0]!.cards[0]!.id;

    const patched = await as(ctx, owner)('PATCH', `/v1/cards/${cardId}`, { assigneeId: member.id });
    expect(patched.json<{ card: Card }>().card.assignee?.avatarUrl).toBe(shown);

    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists[0]!.cards[0]!.assignee?.avatarUrl).toBe(shown);

    const members = (await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}`)).json<{
      workspace: Workspace;
    }>().workspace.members;
    expect(members.find((m) => m.id === member.id)?.avatarUrl).toBe(shown);

    const me = (await as(ctx, member)('GET', '/v1/auth/me')).json<{ user: User }>().user;
    expect(me.avatarUrl).toBe(shown);
  },
);
