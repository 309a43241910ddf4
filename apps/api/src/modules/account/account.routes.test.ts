import {
  applyBoardChanges,
  DEV_TURNSTILE_TOKEN,
  type AccountExport,
  type BoardChanges,
} from '@quadro/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  sessions,
  subscriptions,
  users,
  workspaces,
} from '../../platform/db/schema/index.js';
import { createAccessMemory } from '../../platform/realtime/access-memory.js';
import { validCheckout } from '../../../test/checkout.js';
import {
  addMember,
  as,
  createCardFixture,
  createWorkspaceFixture,
  loadBoard,
} from '../../../test/factories.js';
import {
  createTestApp,
  STRONG_PASSWORD,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { rowsOf } from '../../../test/rows.js';
import { EXPORTED, NOT_EXPORTED } from './account-export.repository.js';
import { createAccountService } from './account.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ok(
  user: RegisteredUser,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  body?: unknown,
) {
  const response = await as(ctx, user)(method, url, body);
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * Someone who has left a trace in every table that names a person: a plan and a payment, a login
 * on a trusted device, a card and an item assigned, a comment, a card archived, an invite, a day
 * off, notifications received and caused.
 */
async function busyPerson() {
  const f = await createCardFixture(ctx, 'Revisar contrato');
  const { owner: ana, workspace, board, card } = f;
  const bia = await addMember(ctx, workspace.id, 'admin');
  const login = await as(ctx, null)('POST', '/v1/auth/login', {
    email: ana.email,
    password: STRONG_PASSWORD,
    turnstileToken: DEV_TURNSTILE_TOKEN,
  });
  expect(login.statusCode).toBe(200);
  await ok(ana, 'POST', '/v1/payments/subscribe', validCheckout());
  await ok(bia, 'PATCH', `/v1/cards/${card.id}`, { assigneeId: ana.id });
  const other = await ok(ana, 'POST', '/v1/cards', {
    listId: board.lists[0]!.id,
    title: 'Para Bia',
  });
  const otherId = other.json<{ card: { id: string } }>().card.id;
  await ok(ana, 'PATCH', `/v1/cards/${otherId}`, { assigneeId: bia.id });
  const checklist = await ok(ana, 'POST', `/v1/cards/${card.id}/checklists`, { title: 'Passos' });
  const checklistId = checklist.json<{ checklist: { id: string } }>().checklist.id;
  const item = await ok(ana, 'POST', `/v1/checklists/${checklistId}/items`, { text: 'Assinar' });
  const itemId = item.json<{ item: { id: string } }>().item.id;
  await ok(ana, 'PATCH', `/v1/checklist-items/${itemId}`, { assigneeId: ana.id });
  await ok(ana, 'POST', `/v1/comments/card/${card.id}`, { content: 'Minha opinião: aprovar.' });
  await ok(ana, 'PUT', `/v1/cards/${otherId}/follow`);
  await ok(ana, 'POST', `/v1/cards/${otherId}/archive`);
  await ok(ana, 'POST', `/v1/workspaces/${workspace.id}/invite`, { email: 'carla@example.com' });
  await ok(ana, 'POST', `/v1/workspaces/${workspace.id}/holidays`, {
    date: '2026-01-20',
    name: 'São Sebastião',
  });
  return { ...f, ana, bia };
}

describe('GET /v1/users/me/export', () => {
  it('reads every column that names a person, or says why it leaves it out', async () => {
    const found = rowsOf<{ column: string }>(
      await ctx.database.db.execute(sql`
        select c.conrelid::regclass::text || '.' || a.attname as column
        from pg_constraint c
        join lateral unnest(c.conkey) with ordinality k(attnum, n) on true
        join lateral unnest(c.confkey) with ordinality fk(attnum, n) on fk.n = k.n
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
        join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = fk.attnum
        where c.contype = 'f' and (
          (c.confrelid = 'users'::regclass and fa.attname = 'id')
          or (c.confrelid = 'workspace_members'::regclass and fa.attname = 'user_id'))`),
    ).map((row) => row.column);
    expect(found.sort()).toEqual([...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)].sort());
  });

  it('gives the person everything held about them, each section filled, no secret in it', async () => {
    const { ana, workspace } = await busyPerson();
    const response = await as(ctx, ana)('GET', '/v1/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="meus-dados-quadro.json"',
    );
    const exported = response.json<AccountExport>();
    expect(exported.profile).toMatchObject({ id: ana.id, name: ana.name, email: ana.email });
    for (const section of new Set(Object.values(EXPORTED))) {
      const value = exported[section];
      expect(Array.isArray(value) ? value.length : value, section).toBeTruthy();
    }
    expect(exported.memberships).toEqual([
      {
        workspaceId: workspace.id,
        workspace: workspace.name,
        role: 'owner',
        since: expect.any(String),
      },
    ]);
    expect(exported.commentsWritten.map((c) => c.content)).toEqual(['Minha opinião: aprovar.']);
    expect(exported.subscription).toMatchObject({ plan: 'MONTHLY', canceledAt: null });
    expect(exported.payments[0]).toMatchObject({ status: 'paid', amountCents: 9990 });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, ana.id));
    const [plan] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, ana.id));
    for (const secret of [user!.passwordHash, plan!.cardReference, plan!.cardLast4])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/token|hash|card_?(last|brand|reference)/i);
  });

  it('keeps what a removed member wrote, but not what the workspace renamed since', async () => {
    const { owner, workspace, board, card } = await createCardFixture(ctx, 'Planejar março');
    const member = await addMember(ctx, workspace.id, 'member');
    await ok(member, 'POST', `/v1/comments/card/${card.id}`, { content: 'Posso ajudar.' });
    await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}/members/${member.id}`);
    await ok(owner, 'PATCH', `/v1/cards/${card.id}`, { title: 'Assunto confidencial' });
    await ok(owner, 'PATCH', `/v1/boards/${board.id}`, { name: 'RH' });
    const exported = (await as(ctx, member)('GET', '/v1/users/me/export')).json<AccountExport>();
    expect(exported.commentsWritten).toEqual([
      expect.objectContaining({ content: 'Posso ajudar.', card: null, board: null }),
    ]);
    expect(exported.activity.map((entry) => entry.workspace)).toEqual([null]);
    expect(JSON.stringify(exported)).not.toMatch(/confidencial|"RH"/);
  });

  it('answers 401 without a session', async () => {
    expect((await as(ctx, null)('GET', '/v1/users/me/export')).statusCode).toBe(401);
  });
});

describe('DELETE /v1/users/me', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { owner } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('DELETE', '/v1/users/me', { password: 'errada-123' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Senha incorreta', code: 'WRONG_PASSWORD' });
    const missing = await as(ctx, owner)('DELETE', '/v1/users/me', {});
    expect(missing.statusCode).toBe(400);
    expect((await as(ctx, owner)('GET', '/v1/auth/me')).statusCode).toBe(200);
  });

  it('refuses while the person owns a workspace with other members, naming it', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx, 'Equipe Compartilhada');
    await addMember(ctx, workspace.id, 'member');
    const response = await as(ctx, owner)('DELETE', '/v1/users/me', { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'OWNS_SHARED_WORKSPACES',
      error:
        'Você é proprietário de workspaces com outros membros: Equipe Compartilhada. Transfira a propriedade ou exclua-os antes de excluir sua conta.',
    });
    expect((await as(ctx, owner)('GET', '/v1/auth/me')).statusCode).toBe(200);
  });

  it('deletes the account, its sessions, its solo workspaces and its plan; comments elsewhere stay', async () => {
    const { ana, bia, workspace, card } = await busyPerson();
    const transfer = await as(ctx, ana)(
      'POST',
      `/v1/workspaces/${workspace.id}/transfer-ownership`,
      {
        userId: bia.id,
      },
    );
    expect(transfer.statusCode).toBe(204);
    const solo = await as(ctx, ana)('POST', '/v1/workspaces', { name: 'Só meu', description: '' });
    const soloId = solo.json<{ workspace: { id: string } }>().workspace.id;

    const response = await as(ctx, ana)('DELETE', '/v1/users/me', { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await as(ctx, ana)('GET', '/v1/auth/me')).statusCode).toBe(401);
    const login = await as(ctx, null)('POST', '/v1/auth/login', {
      email: ana.email,
      password: STRONG_PASSWORD,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const { db } = ctx.database;
    expect(await db.select().from(workspaces).where(eq(workspaces.id, soloId))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, ana.id))).toEqual(
      [],
    );
    const kept = await db.select().from(comments).where(eq(comments.cardId, card.id));
    expect(kept.map((c) => [c.content, c.userId])).toEqual([['Minha opinião: aprovar.', null]]);
    const thread = await as(ctx, bia)('GET', `/v1/comments/card/${card.id}`);
    expect(thread.json<{ comments: { user: unknown }[] }>().comments[0]!.user).toBeNull();
    const mail = await ctx.mailbox.waitFor(ana.email, /^Sua conta no Quadro foi excluída$/);
    expect(mail.text).toContain('Usuário removido');
    expect((await db.select({ n: count() }).from(users).where(eq(users.id, ana.id)))[0]!.n).toBe(0);
  });

  it('takes the person off cards elsewhere with the boards’ versions moved, so open boards see it', async () => {
    const { ana, bia, workspace, board, card } = await busyPerson();
    await as(ctx, ana)('POST', `/v1/workspaces/${workspace.id}/transfer-ownership`, {
      userId: bia.id,
    });
    const held = await loadBoard(ctx, bia, board.id);
    expect(held.lists[0]!.cards.find(({ id }) => id === card.id)?.assigneeId).toBe(ana.id);

    const response = await as(ctx, ana)('DELETE', '/v1/users/me', { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(204);
    const changes = await as(ctx, bia)(
      'GET',
      `/v1/boards/${board.id}/changes?since=${held.version}`,
    );
    expect(changes.statusCode).toBe(200);
    const { changes: answered } = changes.json<{ changes: BoardChanges }>();
    expect(answered.cards.find(({ id }) => id === card.id)?.assignee).toBeNull();
    expect(applyBoardChanges(held, answered)).toEqual(await loadBoard(ctx, bia, board.id));
  });

  it('forgets the person’s sessions and memberships in this instance’s memory before it answers', async () => {
    const { ana, workspace, board } = await busyPerson();
    await as(ctx, ana)('POST', `/v1/workspaces/${workspace.id}/transfer-ownership`, {
      userId: (await addMember(ctx, workspace.id, 'admin')).id,
    });
    // A memory of its own, which hears no change: only the deletion itself can make it forget.
    const memory = createAccessMemory();
    memory.setListening(true);
    const { db } = ctx.database;
    const anaSessions = await db.select().from(sessions).where(eq(sessions.userId, ana.id));
    for (const session of anaSessions) memory.rememberSession(memory.mark(), session.id, ana.id);
    const access = {
      boardId: board.id,
      workspaceId: workspace.id,
      version: 1,
      role: 'member' as const,
    };
    memory.rememberBoardAccess(memory.mark(), ana.id, access);
    expect(memory.boardAccess(board.id, ana.id)).toBeDefined();
    const mail = { addComposer: () => undefined, kick: () => undefined };
    const account = createAccountService({ db, memory, mail, publicUrl: 'http://localhost' });

    await account.remove(ana.id, STRONG_PASSWORD);
    expect(anaSessions.length).toBeGreaterThan(0);
    for (const session of anaSessions) expect(memory.isSessionLive(session.id, ana.id)).toBe(false);
    expect(memory.boardAccess(board.id, ana.id)).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await as(ctx, null)('DELETE', '/v1/users/me', { password: 'x' })).statusCode).toBe(401);
  });
});
