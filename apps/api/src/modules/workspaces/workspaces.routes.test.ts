import { DEFAULT_LISTS, THEME_IDS, WELCOME_CARD } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  boards,
  workspaces as workspacesTable,
} from '../../platform/db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createUser,
  createWorkspaceFixture,
  loadBoard,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const randomId = '00000000-0000-4000-8000-000000000000';

/** A workspace without boards, as the API never leaves one (its last board is replaced). */
async function emptyWorkspace(workspaceId: string) {
  await ctx.database.db.delete(boards).where(eq(boards.workspaceId, workspaceId));
}

describe('POST /v1/workspaces', () => {
  it('creates the workspace with its seeded board, owned by the caller', async () => {
    const user = await createUser(ctx);
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
    const user = await createUser(ctx);
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
    const user = await createUser(ctx);
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
    const stranger = await createUser(ctx);
    expect((await as(ctx, owner)('GET', '/v1/workspaces')).json().workspaces).toEqual([
      {
        id: workspace.id,
        name: 'Equipe Alfa',
        description: 'Time de produto',
        theme: 'default',
        role: 'owner',
        ownerPlanActive: true,
        region: 'BR',
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

    const stranger = await createUser(ctx);
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

  it('names what changed in the history, and folds one person’s repeats into the last', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const patch = (user: typeof owner, body: object) =>
      as(ctx, user)('PATCH', `/v1/workspaces/${workspace.id}`, body);
    for (const theme of THEME_IDS) expect((await patch(owner, { theme })).statusCode).toBe(200);
    expect((await patch(owner, { name: 'Beta' })).statusCode).toBe(200);
    expect((await patch(admin, { theme: 'nord' })).statusCode).toBe(200);
    expect((await patch(owner, { theme: 'dracula' })).statusCode).toBe(200);
    expect((await patch(owner, { theme: 'monokai' })).statusCode).toBe(200);

    const history = await as(ctx, owner)('GET', `/v1/workspaces/${workspace.id}/activities`);
    const updates = history
      .json<{ activities: { action: string; metadata: Record<string, string> }[] }>()
      .activities.filter(({ action }) => action === 'update')
      .map(({ metadata }) => metadata);
    // Newest first: the owner's two themes after the admin's fold into one, and the 15 before
    // the rename into one (the last), which the rename and the admin's change keep apart.
    expect(updates).toEqual([
      { name: 'Beta', field: 'theme', theme: 'monokai' },
      { name: 'Beta', field: 'theme', theme: 'nord' },
      { name: 'Beta', field: 'name' },
      { name: 'Equipe Alfa', field: 'theme', theme: THEME_IDS[THEME_IDS.length - 1] },
    ]);
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
    const stranger = await createUser(ctx);
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

describe('PATCH /v1/workspaces/:id, settings and theme by role', () => {
  const settings = { name: 'Equipe Beta', description: 'Outro texto' };

  it.each([
    ['configurações', settings],
    ['tema', { theme: 'nord' }],
  ] as const)(
    '%s: owner and admin 200, member and read_only 403, stranger 404, no session 401',
    async (_kind, payload) => {
      const { owner, workspace } = await createWorkspaceFixture(ctx);
      const callers = {
        owner,
        admin: await addMember(ctx, workspace.id, 'admin'),
        member: await addMember(ctx, workspace.id, 'member'),
        read_only: await addMember(ctx, workspace.id, 'read_only'),
        stranger: await createUser(ctx),
        anonymous: null,
      };
      const url = `/v1/workspaces/${workspace.id}`;
      const statuses: Record<string, number> = {};
      // Refused callers first: nothing they sent may have landed.
      for (const caller of ['member', 'read_only', 'stranger', 'anonymous'] as const) {
        statuses[caller] = (await as(ctx, callers[caller])('PATCH', url, payload)).statusCode;
      }
      const [untouched] = await ctx.database.db
        .select()
        .from(workspacesTable)
        .where(eq(workspacesTable.id, workspace.id));
      expect(untouched).toMatchObject({
        name: 'Equipe Alfa',
        description: 'Time de produto',
        theme: 'default',
      });
      for (const caller of ['admin', 'owner'] as const) {
        statuses[caller] = (await as(ctx, callers[caller])('PATCH', url, payload)).statusCode;
      }
      expect(statuses).toEqual({
        owner: 200,
        admin: 200,
        member: 403,
        read_only: 403,
        stranger: 404,
        anonymous: 401,
      });
      const after = (await as(ctx, callers.member)('GET', url)).json().workspace;
      expect(after).toMatchObject({ ...payload, role: 'member' });
    },
  );

  it('saves every theme of THEME_IDS and answers it wherever the workspace is shown', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    for (const theme of [...THEME_IDS].reverse()) {
      const response = await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, { theme });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        workspace: {
          id: workspace.id,
          name: 'Equipe Alfa',
          description: 'Time de produto',
          theme,
          role: 'owner',
          ownerPlanActive: true,
          region: 'BR',
        },
      });
      expect(
        (await as(ctx, reader)('GET', `/v1/workspaces/${workspace.id}`)).json().workspace.theme,
      ).toBe(theme);
    }
    // The last one set: the list shows it too, to every member.
    expect((await as(ctx, reader)('GET', '/v1/workspaces')).json().workspaces).toEqual([
      expect.objectContaining({ id: workspace.id, theme: THEME_IDS[0], role: 'read_only' }),
    ]);
  });

  it.each<[unknown]>([['neon'], ['Dracula'], ['dracula '], [''], [null], [7], [['nord']]])(
    'refuses the theme %j with 400 Tema inválido and keeps the current one',
    async (theme) => {
      const { owner, workspace } = await createWorkspaceFixture(ctx);
      const url = `/v1/workspaces/${workspace.id}`;
      expect((await as(ctx, owner)('PATCH', url, { theme: 'tokyoNight' })).statusCode).toBe(200);
      const response = await as(ctx, owner)('PATCH', url, { theme });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Tema inválido', code: 'VALIDATION_ERROR' });
      expect((await as(ctx, owner)('GET', url)).json().workspace.theme).toBe('tokyoNight');
    },
  );

  it('refuses a valid theme to a member and a reader (403), a stranger (404)', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    const url = `/v1/workspaces/${workspace.id}`;
    for (const role of ['member', 'read_only'] as const) {
      const user = await addMember(ctx, workspace.id, role);
      const response = await as(ctx, user)('PATCH', url, { theme: 'dracula' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Você não tem permissão para esta ação',
        code: 'FORBIDDEN',
      });
    }
    const stranger = await createUser(ctx);
    const hidden = await as(ctx, stranger)('PATCH', url, { theme: 'dracula' });
    expect(hidden.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    const [row] = await ctx.database.db
      .select({ theme: workspacesTable.theme })
      .from(workspacesTable)
      .where(eq(workspacesTable.id, workspace.id));
    expect(row?.theme).toBe('default');
  });

  it('trims the name, requires it ("Nome é obrigatório") and clears or limits the description', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const url = `/v1/workspaces/${workspace.id}`;
    const saved = await call('PATCH', url, { name: '  Produto  ', description: '  ' });
    expect(saved.json().workspace).toMatchObject({ name: 'Produto', description: '' });
    for (const name of ['', '   ', null, 12]) {
      const response = await call('PATCH', url, { name, description: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Nome é obrigatório', code: 'VALIDATION_ERROR' });
    }
    const long = await call('PATCH', url, { name: 'Produto', description: 'x'.repeat(2_001) });
    expect(long.json()).toEqual({
      error: 'Use no máximo 2000 caracteres',
      code: 'VALIDATION_ERROR',
    });
    expect((await call('GET', url)).json().workspace).toMatchObject({
      name: 'Produto',
      description: '',
    });
  });

  it('records the change in the history', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    await as(ctx, owner)('PATCH', `/v1/workspaces/${workspace.id}`, { name: 'Renomeado' });
    const logged = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.workspaceId, workspace.id));
    expect(
      logged
        .filter((a) => a.entityType === 'workspace' && a.action === 'update')
        .map((a) => [a.userId, a.entityId, a.metadata]),
    ).toEqual([[owner.id, workspace.id, { name: 'Renomeado', field: 'name' }]]);
  });
});

describe('DELETE /v1/workspaces/:id', () => {
  it('is the owner’s alone and removes everything below', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    expect((await as(ctx, admin)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(403);
    const stranger = await createUser(ctx);
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
    const user = await createUser(ctx);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => as(ctx, user)('POST', '/v1/boards/default', {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().board.id));
    expect(ids.size).toBe(1);
    const workspaces = (await as(ctx, user)('GET', '/v1/workspaces')).json().workspaces;
    expect(workspaces).toHaveLength(1);
    expect(workspaces[0]).toMatchObject({ name: 'Workspace de Maria', role: 'owner' });
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
    // Deleting the last board through the API seeds another at once; one emptied otherwise (or
    // from before that rule) is seeded here.
    await emptyWorkspace(workspace.id);
    const seeded = await as(ctx, owner)('POST', '/v1/boards/default', {
      workspaceId: workspace.id,
    });
    expect(seeded.json().board).toMatchObject({ name: 'Meu Quadro', workspaceId: workspace.id });
  });

  it('answers a POST with no body at all, as /board may send it', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/boards/default',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().board).toMatchObject({ name: 'Meu Quadro' });
  });

  it('seeds nothing for a reader or a member: they get null and the workspace stays empty', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    await emptyWorkspace(workspace.id);
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
    const stranger = await createUser(ctx);
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
