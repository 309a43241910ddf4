import { MAX_LISTS_PER_BOARD } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../platform/db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createUser,
  createWorkspaceFixture,
  expectDenseOrder,
  loadBoard,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /v1/lists', () => {
  it('adds a list after the last with the default colour, trimmed', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', '/v1/lists', {
      boardId: board.id,
      name: '  Revisão  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().list).toMatchObject({
      name: 'Revisão',
      color: '#6366F1',
      position: 3,
      boardId: board.id,
    });
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists.map((l) => l.name)).toEqual([
      '📝 A Fazer',
      '🚀 Em Progresso',
      '✅ Concluído',
      'Revisão',
    ]);
    expect(loaded.version).toBe(board.version + 1);
    expectDenseOrder(loaded);
  });

  it('inserts at a given position, clamped to the end', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const first = await as(ctx, owner)('POST', '/v1/lists', {
      boardId: board.id,
      name: 'Início',
      position: 0,
    });
    expect(first.json().list.position).toBe(0);
    const far = await as(ctx, owner)('POST', '/v1/lists', {
      boardId: board.id,
      name: 'Fim',
      position: 99,
    });
    expect(far.json().list.position).toBe(4);
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists.map((l) => l.name)).toEqual([
      'Início',
      '📝 A Fazer',
      '🚀 Em Progresso',
      '✅ Concluído',
      'Fim',
    ]);
    expectDenseOrder(loaded);
  });

  it('writes the activity row', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const { list } = (
      await as(ctx, owner)('POST', '/v1/lists', { boardId: board.id, name: 'QA' })
    ).json();
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, list.id));
    expect(rows).toMatchObject([
      {
        workspaceId: workspace.id,
        userId: owner.id,
        action: 'create',
        entityType: 'list',
        metadata: { name: 'QA' },
      },
    ]);
  });

  it.each([
    [{ boardId: undefined, name: 'x' }, 'Quadro inválido'],
    [{ boardId: 'nope', name: 'x' }, 'Quadro inválido'],
    [{ name: '  ' }, 'Nome da lista é obrigatório'],
    [{ position: -1, name: 'x' }, 'Posição inválida'],
    [{ position: 1.5, name: 'x' }, 'Posição inválida'],
  ])('answers 400 for %j', async (patch, error) => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', '/v1/lists', { boardId: board.id, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    expect((await loadBoard(ctx, owner, board.id)).lists).toHaveLength(3);
  });

  it(`stops at ${MAX_LISTS_PER_BOARD} lists per board with a 409`, async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    await ctx.database.db.execute(sql`
      insert into lists (board_id, name, color, sort_key)
      select ${board.id}, 'Lista ' || n, '#6366F1', 10000 + n
      from generate_series(1, ${MAX_LISTS_PER_BOARD - board.lists.length - 1}) as n`);
    const call = as(ctx, owner);
    expect(
      (await call('POST', '/v1/lists', { boardId: board.id, name: 'Última' })).statusCode,
    ).toBe(201);
    const refused = await call('POST', '/v1/lists', { boardId: board.id, name: 'Uma a mais' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Este quadro atingiu o limite de 500 listas.',
      code: 'BOARD_LIST_LIMIT',
    });
  });

  it('refuses a member (403), a reader (403), a stranger (404) and no session (401)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const body = { boardId: board.id, name: 'Nova' };
    const forbidden = await as(ctx, member)('POST', '/v1/lists', body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: 'Você não tem permissão para esta ação',
      code: 'FORBIDDEN',
    });
    expect((await as(ctx, reader)('POST', '/v1/lists', body)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('POST', '/v1/lists', body)).statusCode).toBe(404);
    expect((await as(ctx, null)('POST', '/v1/lists', body)).statusCode).toBe(401);
  });
});

describe('PATCH /v1/lists/:id', () => {
  it('renames a list for owner/admin', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const list = board.lists[1]!;
    const response = await as(ctx, admin)('PATCH', `/v1/lists/${list.id}`, { name: ' Fazendo ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().list).toMatchObject({ id: list.id, name: 'Fazendo', position: 1 });
  });

  it('refuses blank names, members and strangers', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const list = board.lists[0]!;
    const member = await addMember(ctx, workspace.id, 'member');
    const stranger = await createUser(ctx);
    expect(
      (await as(ctx, owner)('PATCH', `/v1/lists/${list.id}`, { name: ' ' })).json().error,
    ).toBe('Nome da lista é obrigatório');
    expect((await as(ctx, owner)('PATCH', `/v1/lists/${list.id}`, {})).statusCode).toBe(400);
    expect((await as(ctx, member)('PATCH', `/v1/lists/${list.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await as(ctx, stranger)('PATCH', `/v1/lists/${list.id}`, { name: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /v1/lists/:id', () => {
  it('deletes a list with its cards and keeps positions dense', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const first = board.lists[0]!;
    expect((await as(ctx, owner)('DELETE', `/v1/lists/${first.id}`)).statusCode).toBe(204);
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists.map((l) => l.name)).toEqual(['🚀 Em Progresso', '✅ Concluído']);
    expectDenseOrder(loaded);
    const welcome = first.cards[0]!;
    expect(
      (await as(ctx, owner)('PATCH', `/v1/cards/${welcome.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete the board’s last list (409)', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    await as(ctx, owner)('DELETE', `/v1/lists/${board.lists[0]!.id}`);
    await as(ctx, owner)('DELETE', `/v1/lists/${board.lists[1]!.id}`);
    const last = await as(ctx, owner)('DELETE', `/v1/lists/${board.lists[2]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      error: 'Não é possível excluir a única lista do quadro',
      code: 'LAST_LIST',
    });
    expect((await loadBoard(ctx, owner, board.id)).lists).toHaveLength(1);
  });

  it('refuses members (403) and strangers (404)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const stranger = await createUser(ctx);
    expect((await as(ctx, member)('DELETE', `/v1/lists/${board.lists[0]!.id}`)).statusCode).toBe(
      403,
    );
    expect((await as(ctx, stranger)('DELETE', `/v1/lists/${board.lists[0]!.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /v1/lists/reorder', () => {
  it('applies a permutation of the board’s lists', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const [a, b, c] = board.lists.map((l) => l.id);
    const response = await as(ctx, owner)('POST', '/v1/lists/reorder', {
      boardId: board.id,
      listIds: [c, a, b],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().lists.map((l: { id: string; position: number }) => [l.id, l.position]),
    ).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists.map((l) => l.id)).toEqual([c, a, b]);
    expectDenseOrder(loaded);
    // The history names the list that moved.
    const history = await as(ctx, owner)('GET', `/v1/workspaces/${board.workspaceId}/activities`);
    expect(history.json().activities[0]).toMatchObject({
      action: 'move',
      entityType: 'list',
      metadata: { name: board.lists[2]!.name },
    });
  });

  it('refuses anything but a permutation (400) and another board’s list (404)', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const other = await createWorkspaceFixture(ctx, 'Outra');
    const [a, b, c] = board.lists.map((l) => l.id);
    for (const listIds of [
      [a, b],
      [a, b, c, a],
      [a, a, b],
    ]) {
      const response = await as(ctx, owner)('POST', '/v1/lists/reorder', {
        boardId: board.id,
        listIds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_ORDER');
    }
    const smuggled = await as(ctx, owner)('POST', '/v1/lists/reorder', {
      boardId: board.id,
      listIds: [a, b, other.board.lists[0]!.id],
    });
    expect(smuggled.statusCode).toBe(404);
    expect(
      (await as(ctx, owner)('POST', '/v1/lists/reorder', { boardId: board.id, listIds: [] }))
        .statusCode,
    ).toBe(400);
    expect((await loadBoard(ctx, owner, board.id)).lists.map((l) => l.id)).toEqual([a, b, c]);
  });

  it('refuses members (403) and strangers (404)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const stranger = await createUser(ctx);
    const body = { boardId: board.id, listIds: board.lists.map((l) => l.id).reverse() };
    expect((await as(ctx, member)('POST', '/v1/lists/reorder', body)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('POST', '/v1/lists/reorder', body)).statusCode).toBe(404);
  });
});
