/**
 * A workspace's writes need its owner in a trial or a paid period (design §7): otherwise 402
 * SUBSCRIPTION_REQUIRED, reads keep working, and subscribing lifts it at once.
 */
import type { Comment } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, invites } from '../../platform/db/schema/index.js';
import { randomToken } from '../../platform/session/random-tokens.js';
import { endPaidPeriod, endTrial, validCheckout } from '../../../test/checkout.js';
import {
  addMember,
  as,
  createUser,
  createWorkspaceFixture,
  type WorkspaceFixture,
} from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OWNER_MESSAGE =
  'Seu período de teste terminou e não há assinatura ativa. Assine o Plano Profissional para voltar a fazer alterações.';
const MEMBER_MESSAGE =
  'A assinatura deste workspace não está ativa. Peça ao proprietário do workspace para assinar o Plano Profissional.';

interface Scene extends WorkspaceFixture {
  admin: RegisteredUser;
  member: RegisteredUser;
  listId: string;
  cardId: string;
  commentId: string;
  labelId: string;
  checklistId: string;
  itemId: string;
}

/** A workspace with an admin and a member, a card and a comment, made while the trial runs. */
async function scene(): Promise<Scene> {
  const fixture = await createWorkspaceFixture(ctx);
  const admin = await addMember(ctx, fixture.workspace.id, 'admin');
  const member = await addMember(ctx, fixture.workspace.id, 'member');
  const listId = fixture.board.lists[0]!.id;
  const card = await as(ctx, fixture.owner)('POST', '/v1/cards', { listId, title: 'Tarefa' });
  const cardId = card.json<{ card: { id: string } }>().card.id;
  const comment = await as(ctx, member)('POST', `/v1/comments/card/${cardId}`, { content: 'Oi' });
  const commentId = comment.json<{ comment: Comment }>().comment.id;
  const labelId = fixture.board.labels[0]!.id;
  const checklist = await as(ctx, member)('POST', `/v1/cards/${cardId}/checklists`, {
    title: 'Passos',
  });
  const checklistId = checklist.json<{ checklist: { id: string } }>().checklist.id;
  const item = await as(ctx, member)('POST', `/v1/checklists/${checklistId}/items`, {
    text: 'Ler',
  });
  const itemId = item.json<{ item: { id: string } }>().item.id;
  return { ...fixture, admin, member, listId, cardId, commentId, labelId, checklistId, itemId };
}

type Call = [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown];

/** Every write inside the workspace, as its caller would send it. */
function writes(s: Scene): { who: RegisteredUser; call: Call }[] {
  const ws = s.workspace.id;
  const board = s.board.id;
  const lists = s.board.lists.map((l) => l.id);
  return [
    { who: s.member, call: ['POST', '/v1/cards', { listId: s.listId, title: 'Nova' }] },
    { who: s.member, call: ['PATCH', `/v1/cards/${s.cardId}`, { title: 'Outro' }] },
    {
      who: s.member,
      call: ['POST', '/v1/cards/move', { cardId: s.cardId, sourceListId: s.listId, destinationListId: lists[1], newPosition: 0 }],
    },
    { who: s.member, call: ['DELETE', `/v1/cards/${s.cardId}`] },
    { who: s.member, call: ['POST', `/v1/cards/${s.cardId}/archive`] },
    { who: s.member, call: ['POST', `/v1/cards/${s.cardId}/restore`] },
    { who: s.member, call: ['POST', `/v1/lists/${s.listId}/archive-cards`] },
    { who: s.member, call: ['POST', `/v1/comments/card/${s.cardId}`, { content: 'Mais um' }] },
    { who: s.member, call: ['PATCH', `/v1/comments/${s.commentId}`, { content: 'Editado' }] },
    { who: s.member, call: ['DELETE', `/v1/comments/${s.commentId}`] },
    { who: s.member, call: ['POST', `/v1/boards/${board}/labels`, { name: 'Bug', color: 'red' }] },
    { who: s.member, call: ['PATCH', `/v1/labels/${s.labelId}`, { name: 'Pronto' }] },
    { who: s.member, call: ['DELETE', `/v1/labels/${s.labelId}`] },
    { who: s.member, call: ['POST', `/v1/cards/${s.cardId}/labels`, { labelId: s.labelId }] },
    { who: s.member, call: ['DELETE', `/v1/cards/${s.cardId}/labels/${s.labelId}`] },
    { who: s.member, call: ['POST', `/v1/cards/${s.cardId}/checklists`, { title: 'Outra' }] },
    { who: s.member, call: ['PATCH', `/v1/checklists/${s.checklistId}`, { title: 'Etapas' }] },
    { who: s.member, call: ['DELETE', `/v1/checklists/${s.checklistId}`] },
    { who: s.member, call: ['POST', `/v1/checklists/${s.checklistId}/items`, { text: 'Mais' }] },
    { who: s.member, call: ['PATCH', `/v1/checklist-items/${s.itemId}`, { done: true }] },
    { who: s.member, call: ['DELETE', `/v1/checklist-items/${s.itemId}`] },
    { who: s.admin, call: ['POST', '/v1/lists', { boardId: board, name: 'Nova lista' }] },
    { who: s.admin, call: ['PATCH', `/v1/lists/${s.listId}`, { name: 'Renomeada' }] },
    { who: s.admin, call: ['DELETE', `/v1/lists/${s.listId}`] },
    { who: s.admin, call: ['POST', `/v1/lists/${s.listId}/archive`] },
    { who: s.admin, call: ['POST', `/v1/lists/${s.listId}/restore`] },
    { who: s.admin, call: ['POST', '/v1/lists/reorder', { boardId: board, listIds: [...lists].reverse() }] },
    { who: s.admin, call: ['POST', `/v1/boards/workspace/${ws}`, { name: 'Outro quadro' }] },
    { who: s.admin, call: ['POST', `/v1/workspaces/${ws}/imports/trello`, { id: 't', lists: [], cards: [] }] },
    { who: s.admin, call: ['POST', `/v1/workspaces/${ws}/imports/quadro`, { format: 'quadro-board' }] },
    { who: s.admin, call: ['PATCH', `/v1/boards/${board}`, { name: 'Renomeado' }] },
    { who: s.admin, call: ['DELETE', `/v1/boards/${board}`] },
    { who: s.admin, call: ['POST', `/v1/boards/${board}/archive`] },
    { who: s.admin, call: ['POST', `/v1/boards/${board}/restore`] },
    { who: s.admin, call: ['PATCH', `/v1/workspaces/${ws}`, { name: 'Novo nome', description: '' }] },
    { who: s.admin, call: ['PATCH', `/v1/workspaces/${ws}`, { theme: 'dracula' }] },
    { who: s.admin, call: ['PATCH', `/v1/workspaces/${ws}`, { region: 'BR-SP' }] },
    { who: s.admin, call: ['POST', `/v1/workspaces/${ws}/holidays`, { date: '2026-01-20', name: 'São Sebastião' }] },
    { who: s.admin, call: ['DELETE', `/v1/workspaces/${ws}/holidays/2026-01-20`] },
    { who: s.admin, call: ['POST', `/v1/workspaces/${ws}/invite`, { email: 'nova@example.com', role: 'member' }] },
    { who: s.admin, call: ['PATCH', `/v1/workspaces/${ws}/members/${s.member.id}`, { role: 'read_only' }] },
    { who: s.admin, call: ['DELETE', `/v1/workspaces/${ws}/members/${s.member.id}`] },
    { who: s.owner, call: ['POST', '/v1/cards', { listId: s.listId, title: 'Do dono' }] },
  ]; // prettier-ignore
}

describe('when the owner has neither a trial nor a paid period', () => {
  it('refuses every write in the workspace with 402, telling the owner to subscribe and the others to ask', async () => {
    const s = await scene();
    await endTrial(ctx, s.owner.id);
    const refused = [];
    for (const { who, call } of writes(s)) {
      const [method, url, body] = call;
      const response = await as(ctx, who)(method, url, body);
      refused.push({
        call: `${method} ${url}`,
        status: response.statusCode,
        body: response.json<unknown>(),
      });
    }
    expect(refused).toEqual(
      writes(s).map(({ who, call }) => ({
        call: `${call[0]} ${call[1]}`,
        status: 402,
        body: {
          code: 'SUBSCRIPTION_REQUIRED',
          error: who === s.owner ? OWNER_MESSAGE : MEMBER_MESSAGE,
        },
      })),
    );
  });

  it('keeps every read working', async () => {
    const s = await scene();
    await endTrial(ctx, s.owner.id);
    for (const url of [
      `/v1/boards/${s.board.id}`,
      `/v1/workspaces/${s.workspace.id}`,
      `/v1/boards/workspace/${s.workspace.id}`,
      `/v1/workspaces/${s.workspace.id}/activities`,
      `/v1/workspaces/${s.workspace.id}/holidays?year=2026`,
      `/v1/comments/card/${s.cardId}`,
      `/v1/cards/${s.cardId}/checklists`,
      '/v1/workspaces',
    ]) {
      const response = await as(ctx, s.member)('GET', url);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('still lets the owner delete the workspace', async () => {
    const s = await scene();
    await endTrial(ctx, s.owner.id);
    const response = await as(ctx, s.owner)('DELETE', `/v1/workspaces/${s.workspace.id}`);
    expect(response.statusCode).toBe(204);
  });

  it('refuses to let an invitee join, and adds nobody', async () => {
    const s = await scene();
    const invited = await createUser(ctx);
    const token = randomToken();
    await ctx.database.db.insert(invites).values({
      workspaceId: s.workspace.id,
      email: invited.email,
      role: 'member',
      invitedBy: s.owner.id,
      token,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await endTrial(ctx, s.owner.id);
    const response = await as(ctx, invited)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'SUBSCRIPTION_REQUIRED', error: MEMBER_MESSAGE });
    const workspace = await as(ctx, invited)('GET', `/v1/workspaces/${s.workspace.id}`);
    expect(workspace.statusCode).toBe(404);
  });

  it('shows an emptied workspace as empty instead of seeding it', async () => {
    const s = await scene();
    await ctx.database.db.delete(boards).where(eq(boards.workspaceId, s.workspace.id));
    await endTrial(ctx, s.owner.id);
    const response = await as(ctx, s.owner)('POST', '/v1/boards/default', {
      workspaceId: s.workspace.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ board: null });
  });

  it('refuses a new workspace to a user whose own plan is over', async () => {
    const user = await createUser(ctx);
    await endTrial(ctx, user.id);
    const response = await as(ctx, user)('POST', '/v1/workspaces', { name: 'Outra' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'SUBSCRIPTION_REQUIRED', error: OWNER_MESSAGE });
  });

  it('says so on the workspace, to the owner and to every member, so the UI can show it read-only', async () => {
    const s = await scene();
    const reader = await addMember(ctx, s.workspace.id, 'read_only');
    const planShown = async (who: RegisteredUser) => {
      const one = await as(ctx, who)('GET', `/v1/workspaces/${s.workspace.id}`);
      const all = await as(ctx, who)('GET', '/v1/workspaces');
      const listed = all
        .json<{ workspaces: { id: string; ownerPlanActive: boolean }[] }>()
        .workspaces.find(({ id }) => id === s.workspace.id);
      return [
        one.json<{ workspace: { ownerPlanActive: boolean } }>().workspace.ownerPlanActive,
        listed?.ownerPlanActive,
      ];
    };
    const everyone = [s.owner, s.admin, s.member, reader];
    for (const who of everyone) expect(await planShown(who)).toEqual([true, true]);
    await endTrial(ctx, s.owner.id);
    for (const who of everyone) expect(await planShown(who)).toEqual([false, false]);
    // Another workspace of the member, owned by someone whose trial runs, stays writable.
    const own = await as(ctx, s.member)('GET', '/v1/workspaces');
    const others = own
      .json<{ workspaces: { id: string; ownerPlanActive: boolean }[] }>()
      .workspaces.filter(({ id }) => id !== s.workspace.id);
    expect(others.every(({ ownerPlanActive }) => ownerPlanActive)).toBe(true);
    await as(ctx, s.owner)('POST', '/v1/payments/subscribe', validCheckout());
    for (const who of everyone) expect(await planShown(who)).toEqual([true, true]);
  });

  it('is lifted at once when the owner subscribes', async () => {
    const s = await scene();
    await endTrial(ctx, s.owner.id);
    const write = () =>
      as(ctx, s.member)('POST', '/v1/cards', { listId: s.listId, title: 'Agora' });
    expect((await write()).statusCode).toBe(402);
    const paid = await as(ctx, s.owner)('POST', '/v1/payments/subscribe', validCheckout());
    expect(paid.statusCode).toBe(200);
    expect((await write()).statusCode).toBe(201);
  });
});

describe('whose plan counts', () => {
  it("is the owner's: a member whose own trial ended still writes in a paying owner's workspace", async () => {
    const s = await scene();
    await endTrial(ctx, s.member.id);
    const response = await as(ctx, s.member)('POST', '/v1/cards', {
      listId: s.listId,
      title: 'Ok',
    });
    expect(response.statusCode).toBe(201);
  });

  it('a cancelled plan counts until its period ends, then writes answer 402', async () => {
    const s = await scene();
    await endTrial(ctx, s.owner.id);
    await as(ctx, s.owner)('POST', '/v1/payments/subscribe', validCheckout());
    await as(ctx, s.owner)('POST', '/v1/payments/cancel-subscription');
    const write = () => as(ctx, s.member)('POST', '/v1/cards', { listId: s.listId, title: 'Ok' });
    expect((await write()).statusCode).toBe(201);
    await endPaidPeriod(ctx, s.owner.id);
    expect((await write()).statusCode).toBe(402);
  });
});
