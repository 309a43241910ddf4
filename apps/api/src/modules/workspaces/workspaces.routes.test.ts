import { DEFAULT_LISTS, WELCOME_CARD } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, boards } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/harness.js';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const randomId = '00000000-0000-4000-8000-000000000000';

describe('POST /v1/workspaces', () => {
  it('creates the workspace with its seeded board, owned by the caller', async () => {
    const user = await registerUser(ctx.app);
    const response = await as(ctx, user)('POST', '/v1/workspaces', {
      name: '  Marketing ',
      description: 'Campanhas',
    });
    expect(response.statusCode).toBe(201);
    const { workspace, board } = response.json();
    expect(workspace).toMatchObject({
      name: 'Marketing',
      description: 'Campanhas',
      theme: 'default',
      role: 'owner',
    });
    expect(workspace.members).toEqual([
      {
        id: user.id,
        name: user.name,
        email: user.email,
        role: 'owner',
        avatarUrl: null,
        isOnline: false,
        lastSeen: null,
      },
    ]);
    expect(board).toMatchObject({ workspaceId: workspace.id, name: 'Marketing', color: '#3B82F6' });

    const full = await loadBoard(ctx, user, board.id);
    expect(full.lists.map((l) => [l.name, l.color, l.position])).toEqual(
      DEFAULT_LISTS.map((l, i) => [l.name, l.color, i]),
    );
    expect(full.lists[0]?.cards.map((c) => c.title)).toEqual([WELCOME_CARD.title]);
    expect(full.lists[1]?.cards).toEqual([]);

    const logged = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.workspaceId, workspace.id));
    expect(logged.map((a) => `${a.entityType}:${a.action}`).sort()).toEqual([
      'board:create',
      'workspace:create',
    ]);
  });

  it('names the board boardName when given', async () => {
    const user = await registerUser(ctx.app);
    const response = await as(ctx, user)('POST', '/v1/workspaces', {
      name: 'Vendas',
      boardName: 'Funil',
    });
    expect(response.json().board.name).toBe('Funil');
  });

  it.each([
    [{}, 'Nome é obrigatório'],
    [{ name: '   ' }, 'Nome é obrigatório'],
    [{ name: 7 }, 'Nome é obrigatório'],
    [{ name: 'x'.repeat(101) }, 'Use no máximo 100 caracteres'],
  ])('answers 400 for %j', async (payload, error) => {
    const user = await registerUser(ctx.app);
    const response = await as(ctx, user)('POST', '/v1/workspaces', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    expect((await as(ctx, user)('GET', '/v1/workspaces')).json().workspaces).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await as(ctx, null)('POST', '/v1/workspaces', { name: 'X' })).statusCode).toBe(401);
    expect((await as(ctx, null)('GET', '/v1/workspaces')).statusCode).toBe(401);
  });
});

describe('GET /v1/workspaces and /v1/workspaces/:id', () => {
  it('lists only the caller’s workspaces, with the caller’s role', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const stranger = await registerUser(ctx.app);
    expect((await as(ctx, owner)('GET', '/v1/workspaces')).json().workspaces).toEqual([
      {
        id: workspace.id,
        name: 'Equipe Alfa',
        description: 'Time de produto',
        theme: 'default',
        role: 'owner',
      },
    ]);
    expect((await as(ctx, member)('GET', '/v1/workspaces')).json().workspaces[0].role).toBe(
      'member',
    );
    expect((await as(ctx, stranger)('GET', '/v1/workspaces')).json().workspaces).toEqual([]);
  });

  it('shows the members to any member and 404 to anyone else', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const response = await as(ctx, reader)('GET', `/v1/workspaces/${workspace.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().workspace.role).toBe('read_only');
    expect(response.json().workspace.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'read_only',
    ]);

    const stranger = await registerUser(ctx.app);
    const hidden = await as(ctx, stranger)('GET', `/v1/workspaces/${workspace.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    expect((await as(ctx, stranger)('GET', `/v1/workspaces/${randomId}`)).statusCode).toBe(404);
    expect((await as(ctx, stranger)('GET', '/v1/workspaces/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PATCH /v1/workspaces/:id', () => {
  it('lets owner and admin rename, describe and theme it', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const renamed = await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, {
      name: 'Beta',
      description: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().workspace).toMatchObject({ name: 'Beta', description: '' });
    const themed = await as(ctx, admin)('PATCH', `/v1/workspaces/${workspace.id}`, {
      theme: 'dracula',
    });
    expect(themed.json().workspace).toMatchObject({ theme: 'dracula', role: 'admin' });
  });

  it('refuses members and readers (403), strangers (404) and bad values (400)', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    for (const role of ['member', 'read_only'] as const) {
      const user = await addMember(ctx, workspace.id, role);
      const response = await as(ctx, user)('PATCH', `/v1/workspaces/${workspace.id}`, {
        name: 'Hack',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const stranger = await registerUser(ctx.app);
    expect(
      (await as(ctx, stranger)('PATCH', `/v1/workspaces/${workspace.id}`, { name: 'Hack' }))
        .statusCode,
    ).toBe(404);
    const blank = await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, { name: ' ' });
    expect(blank.json()).toEqual({ error: 'Nome é obrigatório', code: 'VALIDATION_ERROR' });
    const theme = await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, {
      theme: 'neon',
    });
    expect(theme.json()).toEqual({ error: 'Tema inválido', code: 'VALIDATION_ERROR' });
    expect((await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, {})).statusCode).toBe(
      400,
    );
    expect(
      (await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}`)).json().workspace.name,
    ).toBe('Equipe Alfa');
  });
});

describe('DELETE /v1/workspaces/:id', () => {
  it('is the owner’s alone and removes everything below', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    expect((await as(ctx, admin)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(403);
    const stranger = await registerUser(ctx.app);
    expect((await as(ctx, stranger)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(
      404,
    );

    expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(204);
    expect((await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
    expect((await as(ctx, owner)('GET', `/v1/boards/${board.id}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(boards).where(eq(boards.workspaceId, workspace.id)),
    ).toEqual([]);
  });
});

describe('POST /v1/boards/default', () => {
  it('creates exactly one default workspace on first login, even when tabs race', async () => {
    const user = await registerUser(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => as(ctx, user)('POST', '/v1/boards/default', {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().board.id));
    expect(ids.size).toBe(1);
    const workspaces = (await as(ctx, user)('GET', '/v1/workspaces')).json().workspaces;
    expect(workspaces).toHaveLength(1);
    expect(workspaces[0]).toMatchObject({ name: 'Meu Workspace', role: 'owner' });
    const board = await loadBoard(ctx, user, [...ids][0]!);
    expect(board.name).toBe('Meu Quadro');
    expect(board.color).toBe('#3B82F6');
    expect(board.lists.map((l) => l.name)).toEqual([
      '📝 A Fazer',
      '🚀 Em Progresso',
      '✅ Concluído',
    ]);
    expect(board.lists[0]?.cards).toHaveLength(1);
  });

  it('opens the first board of a given workspace and seeds one where there is none', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const first = await as(ctx, owner)('POST', '/v1/boards/default', { workspaceId: workspace.id });
    expect(first.json().board.id).toBe(board.id);
    await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`);
    const seeded = await as(ctx, owner)('POST', '/v1/boards/default', {
      workspaceId: workspace.id,
    });
    expect(seeded.json().board).toMatchObject({ name: 'Meu Quadro', workspaceId: workspace.id });
  });

  it('answers a POST with no body at all, as /board may send it', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/boards/default',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().board).toMatchObject({ name: 'Meu Quadro' });
  });

  it('seeds nothing for a reader or a member: they get null and the workspace stays empty', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`);
    for (const role of ['read_only', 'member'] as const) {
      const user = await addMember(ctx, workspace.id, role);
      for (const body of [{ workspaceId: workspace.id }, {}]) {
        const response = await as(ctx, user)('POST', '/v1/boards/default', body);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ board: null });
      }
    }
    const remaining = await ctx.database.db
      .select()
      .from(boards)
      .where(eq(boards.workspaceId, workspace.id));
    expect(remaining).toEqual([]);
  });

  it('answers 404 for a workspace of someone else and 400 for a malformed id', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    const stranger = await registerUser(ctx.app);
    expect(
      (await as(ctx, stranger)('POST', '/v1/boards/default', { workspaceId: workspace.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(ctx, stranger)('POST', '/v1/boards/default', { workspaceId: 'x' })).statusCode,
    ).toBe(400);
    expect((await as(ctx, null)('POST', '/v1/boards/default', {})).statusCode).toBe(401);
  });
});
