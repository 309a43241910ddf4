import { gunzipSync } from 'node:zlib';
import { boardSchema } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/harness.js';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /v1/boards/:id', () => {
  it('answers the board with ordered lists and cards, assignees included', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const listId = board.lists[1]!.id;
    await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Primeiro', assigneeId: member.id });
    await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Segundo' });
    const loaded = await loadBoard(ctx, member, board.id);
    expect(loaded).toMatchObject({
      id: board.id,
      workspaceId: workspace.id,
      name: 'Equipe Alfa',
      color: '#3B82F6',
    });
    const cards = loaded.lists[1]!.cards;
    expect(cards.map((c) => [c.title, c.position])).toEqual([
      ['Primeiro', 0],
      ['Segundo', 1],
    ]);
    expect(cards[0]!.assignee).toEqual({
      id: member.id,
      name: member.name,
      email: member.email,
      avatarUrl: null,
    });
    expect(cards[1]!.assignee).toBeNull();
  });

  it('shows each card exactly as the card endpoints answer it', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const listId = board.lists[2]!.id;
    await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Antes' });
    const created = (
      await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Com "aspas" e \\ barra' })
    ).json().card;
    const { card } = (
      await as(ctx, owner)('PATCH', `/v1/cards/${created.id}`, {
        assigneeId: member.id,
        description: 'Linha 1\nLinha 2 — ✅',
        dueDate: '2026-12-24T15:30:00.000Z',
      })
    ).json();
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists[2]!.cards[1]).toEqual(card);
    expect(loaded.lists[0]!.cards[0]).toEqual(board.lists[0]!.cards[0]);
  });

  it('answers the documented shape, gzipped for clients that accept it', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const plain = await as(ctx, owner)('GET', `/v1/boards/${board.id}`);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(boardSchema.strict().safeParse(plain.json().board).success).toBe(true);
    const zipped = await as(ctx, owner)('GET', `/v1/boards/${board.id}`, undefined, {
      'accept-encoding': 'gzip, br',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('sends an ETag from the version and answers 304 to a matching revalidation', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const first = await as(ctx, owner)('GET', `/v1/boards/${board.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${board.id}.${board.version}"`);
    const again = await as(ctx, owner)('GET', `/v1/boards/${board.id}`, undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await as(ctx, owner)('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Nova' });
    const changed = await as(ctx, owner)('GET', `/v1/boards/${board.id}`, undefined, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().board.version).toBe(board.version + 1);
  });

  it('never answers a 304 to someone who may not read the board', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const etag = String((await as(ctx, owner)('GET', `/v1/boards/${board.id}`)).headers.etag);
    const stranger = await registerUser(ctx.app);
    const response = await as(ctx, stranger)('GET', `/v1/boards/${board.id}`, undefined, {
      'if-none-match': etag,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Quadro não encontrado', code: 'NOT_FOUND' });
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    expect((await as(ctx, null)('GET', `/v1/boards/${board.id}`)).statusCode).toBe(401);
    expect((await as(ctx, owner)('GET', '/v1/boards/123')).statusCode).toBe(400);
  });
});

describe('boards of a workspace', () => {
  it('lists them for members and seeds a new one for owner/admin', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const created = await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: 'Roadmap',
      color: '#10b981',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().board).toMatchObject({
      name: 'Roadmap',
      color: '#10B981',
      workspaceId: workspace.id,
    });
    const seeded = await loadBoard(ctx, owner, created.json().board.id);
    expect(seeded.lists).toHaveLength(3);

    const listed = await as(ctx, reader)('GET', `/v1/boards/workspace/${workspace.id}`);
    expect(listed.json().boards.map((b: { id: string }) => b.id)).toEqual([
      board.id,
      created.json().board.id,
    ]);
  });

  it('refuses members (403), strangers (404) and bad input (400)', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    expect(
      (await as(ctx, member)('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'X' }))
        .statusCode,
    ).toBe(403);
    const stranger = await registerUser(ctx.app);
    expect(
      (await as(ctx, stranger)('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(ctx, stranger)('GET', `/v1/boards/workspace/${workspace.id}`)).statusCode,
    ).toBe(404);
    const noName = await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: '',
    });
    expect(noName.json()).toEqual({
      error: 'Nome do quadro é obrigatório',
      code: 'VALIDATION_ERROR',
    });
    const badColor = await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: 'X',
      color: 'red',
    });
    expect(badColor.json()).toEqual({ error: 'Cor inválida', code: 'VALIDATION_ERROR' });
  });
});

describe('PATCH and DELETE /v1/boards/:id', () => {
  it('renames for owner/admin and bumps the version', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const response = await as(ctx, admin)('PATCH', `/v1/boards/${board.id}`, { name: 'Sprint 12' });
    expect(response.statusCode).toBe(200);
    expect(response.json().board.name).toBe('Sprint 12');
    expect((await loadBoard(ctx, admin, board.id)).version).toBe(board.version + 1);
  });

  it('refuses members, readers and strangers', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await registerUser(ctx.app);
    expect(
      (await as(ctx, member)('PATCH', `/v1/boards/${board.id}`, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await as(ctx, reader)('DELETE', `/v1/boards/${board.id}`)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('DELETE', `/v1/boards/${board.id}`)).statusCode).toBe(404);
    expect((await as(ctx, member)('PATCH', `/v1/boards/${board.id}`, {})).statusCode).toBe(400);
  });

  it('deletes the board with its lists and cards', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    expect((await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`)).statusCode).toBe(204);
    expect((await as(ctx, owner)('GET', `/v1/boards/${board.id}`)).statusCode).toBe(404);
    const card = board.lists[0]!.cards[0]!;
    expect((await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });
});
