import { gunzipSync } from 'node:zlib';
import {
  BOARD_PREVIEW_CARDS,
  boardPreviewSchema,
  boardSchema,
  DEFAULT_LISTS,
  WELCOME_CARD,
  type Board,
  type BoardPreview,
} from '@quadro/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, boards, cards, comments, lists } from '../../platform/db/schema/index.js';
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

/** What spec §4 seeds into every new board: the three lists, the welcome card in the first. */
function expectSeeded(board: Board) {
  expect(board.lists.map((l) => [l.name, l.color, l.position])).toEqual(
    DEFAULT_LISTS.map((l, i) => [l.name, l.color, i]),
  );
  expect(board.lists.map((l) => l.cards.length)).toEqual([1, 0, 0]);
  expect(board.lists[0]!.cards[0]).toMatchObject({
    title: WELCOME_CARD.title,
    description: WELCOME_CARD.description,
    position: 0,
    assigneeId: null,
    dueDate: null,
  });
}

const boardIdsOf = async (workspaceId: string) =>
  (
    await ctx.database.db
      .select({ id: boards.id, name: boards.name })
      .from(boards)
      .where(eq(boards.workspaceId, workspaceId))
  ).map((b) => b.id);

/** Rows of the board's lists, cards and their comments, counted in the database. */
async function rowsBelow(boardId: string) {
  const { db } = ctx.database;
  const cardIds = (
    await db.select({ id: cards.id }).from(cards).where(eq(cards.boardId, boardId))
  ).map((c) => c.id);
  return {
    boards: (await db.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId))).length,
    lists: (await db.select({ id: lists.id }).from(lists).where(eq(lists.boardId, boardId))).length,
    cards: cardIds.length,
    comments:
      cardIds.length === 0
        ? 0
        : (
            await db
              .select({ id: comments.id })
              .from(comments)
              .where(inArray(comments.cardId, cardIds))
          ).length,
  };
}

async function boardActivities(workspaceId: string) {
  const rows = await ctx.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.workspaceId, workspaceId), eq(activities.entityType, 'board')));
  // One transaction's rows share their timestamp: compared as a set.
  return rows
    .map((a) => ({ action: a.action, entityId: a.entityId, name: a.metadata.name }))
    .sort((a, b) => `${a.action}${a.entityId}`.localeCompare(`${b.action}${b.entityId}`));
}

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
    const stranger = await createUser(ctx);
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

describe('GET /v1/boards/:id/preview', () => {
  it('answers every list with its first cards and the count of all, gzipped when accepted', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const [first, second] = board.lists;
    for (let i = 0; i <= BOARD_PREVIEW_CARDS + 1; i += 1) {
      await call('POST', '/v1/cards', { listId: first!.id, title: `Cartão ${i}` });
    }
    await call('POST', '/v1/cards', { listId: second!.id, title: 'Sozinho' });
    const full = await loadBoard(ctx, owner, board.id);

    const plain = await call('GET', `/v1/boards/${board.id}/preview`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const preview = plain.json<{ board: BoardPreview }>().board;
    expect(boardPreviewSchema.strict().safeParse(preview).success).toBe(true);
    expect(preview.lists.map((list) => [list.cards.length, list.cardCount])).toEqual([
      [BOARD_PREVIEW_CARDS, BOARD_PREVIEW_CARDS + 3],
      [1, 1],
      [0, 0],
    ]);
    const { lists: fullLists, ...head } = full;
    expect(preview).toMatchObject(head);
    preview.lists.forEach(({ cards: firstCards, cardCount: _count, ...list }, index) => {
      const { cards: allCards, ...fullList } = fullLists[index]!;
      expect(list).toEqual(fullList);
      expect(firstCards).toEqual(allCards.slice(0, BOARD_PREVIEW_CARDS));
    });

    const zipped = await call('GET', `/v1/boards/${board.id}/preview`, undefined, {
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('has an ETag of its own per version and answers 304 to a matching revalidation', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const first = await call('GET', `/v1/boards/${board.id}/preview`);
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${board.id}.${board.version}.preview"`);
    const whole = await call('GET', `/v1/boards/${board.id}`, undefined, { 'if-none-match': etag });
    expect(whole.statusCode).toBe(200);
    const again = await call('GET', `/v1/boards/${board.id}/preview`, undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const boardEtag = String(whole.headers.etag);
    const wrongPart = await call('GET', `/v1/boards/${board.id}/preview`, undefined, {
      'if-none-match': boardEtag,
    });
    expect(wrongPart.statusCode).toBe(200);

    await call('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Nova' });
    const changed = await call('GET', `/v1/boards/${board.id}/preview`, undefined, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(`"${board.id}.${board.version + 1}.preview"`);
  });

  it('is 401 without a session, 400 for a malformed id and 404 to a stranger, 304 or not', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const etag = String(
      (await as(ctx, owner)('GET', `/v1/boards/${board.id}/preview`)).headers.etag,
    );
    expect((await as(ctx, null)('GET', `/v1/boards/${board.id}/preview`)).statusCode).toBe(401);
    const malformed = await as(ctx, owner)('GET', '/v1/boards/123/preview');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual(expect.any(String));
    const stranger = await createUser(ctx);
    for (const headers of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
      const response = await as(ctx, stranger)(
        'GET',
        `/v1/boards/${board.id}/preview`,
        undefined,
        headers,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Quadro não encontrado', code: 'NOT_FOUND' });
    }
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
    expectSeeded(seeded);

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
    const stranger = await createUser(ctx);
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
    const stranger = await createUser(ctx);
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

describe('POST /v1/boards/workspace/:workspaceId, several boards per workspace', () => {
  it('gives an admin’s board the default colour, the seeded content and a history line', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const created = await as(ctx, admin)('POST', `/v1/boards/workspace/${workspace.id}`, {
      name: '  Sprint 1  ',
    });
    expect(created.statusCode).toBe(201);
    const summary = created.json().board;
    expect(summary).toEqual({
      id: expect.any(String) as unknown,
      workspaceId: workspace.id,
      name: 'Sprint 1',
      color: '#3B82F6',
    });
    const loaded = await loadBoard(ctx, admin, summary.id);
    expectSeeded(loaded);
    // Its own lists and card, not the first board's.
    const ids = (b: Board) => b.lists.flatMap((l) => [l.id, ...l.cards.map((c) => c.id)]);
    expect(ids(loaded).filter((id) => ids(board).includes(id))).toEqual([]);
    expect(await rowsBelow(summary.id)).toEqual({ boards: 1, lists: 3, cards: 1, comments: 0 });
    expect((await boardActivities(workspace.id)).filter((a) => a.entityId === summary.id)).toEqual([
      { action: 'create', entityId: summary.id, name: 'Sprint 1' },
    ]);
  });

  it('refuses a reader (403), no session (401) and an unknown workspace (404), creating nothing', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const url = `/v1/boards/workspace/${workspace.id}`;
    expect((await as(ctx, reader)('POST', url, { name: 'X' })).statusCode).toBe(403);
    expect((await as(ctx, null)('POST', url, { name: 'X' })).statusCode).toBe(401);
    expect((await as(ctx, null)('GET', url)).statusCode).toBe(401);
    const unknown = await as(ctx, owner)(
      'POST',
      '/v1/boards/workspace/00000000-0000-4000-8000-000000000000',
      { name: 'X' },
    );
    expect(unknown.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    for (const color of ['#12345', '#GGGGGG', '3B82F6', 'blue', '', 7, null]) {
      const response = await as(ctx, owner)('POST', url, { name: 'X', color });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Cor inválida', code: 'VALIDATION_ERROR' });
    }
    expect(await boardIdsOf(workspace.id)).toEqual([board.id]);
  });
});

describe('PATCH /v1/boards/:id, rename and recolour', () => {
  it('recolours, renames both at once, and the workspace’s list shows it', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const call = as(ctx, owner);
    const recoloured = await call('PATCH', `/v1/boards/${board.id}`, { color: '#f59e0b' });
    expect(recoloured.statusCode).toBe(200);
    expect(recoloured.json().board).toEqual({
      id: board.id,
      workspaceId: workspace.id,
      name: 'Equipe Alfa',
      color: '#F59E0B',
    });
    const both = await call('PATCH', `/v1/boards/${board.id}`, {
      name: ' Roadmap 2026 ',
      color: '#10B981',
    });
    expect(both.json().board).toMatchObject({ name: 'Roadmap 2026', color: '#10B981' });
    const listed = await as(ctx, reader)('GET', `/v1/boards/workspace/${workspace.id}`);
    expect(listed.json().boards).toEqual([
      { id: board.id, workspaceId: workspace.id, name: 'Roadmap 2026', color: '#10B981' },
    ]);
    const loaded = await loadBoard(ctx, reader, board.id);
    expect(loaded).toMatchObject({ color: '#10B981', version: board.version + 2 });
    // Content untouched.
    expect(loaded.lists).toEqual(board.lists);
    expect(
      (await boardActivities(workspace.id)).filter((a) => a.action === 'update').map((a) => a.name),
    ).toEqual(expect.arrayContaining(['Equipe Alfa', 'Roadmap 2026']));
  });

  it('refuses a blank name, a bad colour and no session, changing nothing', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const url = `/v1/boards/${board.id}`;
    expect((await call('PATCH', url, { name: '  ' })).json()).toEqual({
      error: 'Nome do quadro é obrigatório',
      code: 'VALIDATION_ERROR',
    });
    expect((await call('PATCH', url, { name: 'Ok', color: 'vermelho' })).json()).toEqual({
      error: 'Cor inválida',
      code: 'VALIDATION_ERROR',
    });
    expect((await as(ctx, null)('PATCH', url, { name: 'Anônimo' })).statusCode).toBe(401);
    expect(await loadBoard(ctx, owner, board.id)).toEqual(board);
  });
});

describe('a board of another workspace', () => {
  it('is 404 to an owner of another workspace, on every board route, and stays as it was', async () => {
    const mine = await createWorkspaceFixture(ctx, 'Minha');
    const theirs = await createWorkspaceFixture(ctx, 'Deles');
    const call = as(ctx, mine.owner);
    const id = theirs.board.id;
    const responses = [
      await call('GET', `/v1/boards/${id}`),
      await call('GET', `/v1/boards/${id}/preview`),
      await call('PATCH', `/v1/boards/${id}`, { name: 'Invadido', color: '#EF4444' }),
      await call('DELETE', `/v1/boards/${id}`),
      await call('GET', `/v1/boards/workspace/${theirs.workspace.id}`),
      await call('POST', `/v1/boards/workspace/${theirs.workspace.id}`, { name: 'Intruso' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(responses.slice(0, 4).map((r) => r.json())).toEqual(
      Array(4).fill({ error: 'Quadro não encontrado', code: 'NOT_FOUND' }),
    );
    expect(await loadBoard(ctx, theirs.owner, id)).toEqual(theirs.board);
    expect(await boardIdsOf(theirs.workspace.id)).toEqual([id]);
    // Its own boards are still the caller's to manage.
    expect((await call('PATCH', `/v1/boards/${mine.board.id}`, { name: 'Ok' })).statusCode).toBe(
      200,
    );
  });
});

describe('DELETE /v1/boards/:id and the last board', () => {
  it('deletes one of several boards with its lists, cards and comments, leaving the rest', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const second = (
      await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'Segundo' })
    ).json().board.id as string;
    const doomed = await loadBoard(ctx, owner, second);
    await as(ctx, owner)('POST', `/v1/comments/card/${doomed.lists[0]!.cards[0]!.id}`, {
      content: 'Vai sumir',
    });
    expect(await rowsBelow(second)).toEqual({ boards: 1, lists: 3, cards: 1, comments: 1 });

    const response = await as(ctx, admin)('DELETE', `/v1/boards/${second}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsBelow(second)).toEqual({ boards: 0, lists: 0, cards: 0, comments: 0 });
    expect(await boardIdsOf(workspace.id)).toEqual([board.id]);
    expect(await loadBoard(ctx, owner, board.id)).toMatchObject({ version: board.version });
    expect((await boardActivities(workspace.id)).filter((a) => a.entityId === second)).toEqual([
      { action: 'create', entityId: second, name: 'Segundo' },
      { action: 'delete', entityId: second, name: 'Segundo' },
    ]);
  });

  it('replaces the last board with a fresh, seeded Meu Quadro in the same request', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const card = board.lists[0]!.cards[0]!;
    await as(ctx, owner)('POST', `/v1/comments/card/${card.id}`, { content: 'Some junto' });
    await as(ctx, owner)('PATCH', `/v1/boards/${board.id}`, { color: '#EF4444' });

    const response = await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`);
    expect(response.statusCode).toBe(204);

    expect(await rowsBelow(board.id)).toEqual({ boards: 0, lists: 0, cards: 0, comments: 0 });
    expect((await as(ctx, owner)('GET', `/v1/boards/${board.id}`)).statusCode).toBe(404);
    const listed = (await as(ctx, reader)('GET', `/v1/boards/workspace/${workspace.id}`)).json()
      .boards as { id: string }[];
    expect(listed).toEqual([
      {
        id: expect.any(String) as unknown,
        workspaceId: workspace.id,
        name: 'Meu Quadro',
        color: '#3B82F6',
      },
    ]);
    const fresh = listed[0]!.id;
    expect(fresh).not.toBe(board.id);
    expectSeeded(await loadBoard(ctx, reader, fresh));
    // A reader, who may not seed one, opens it rather than the empty state.
    expect(
      (await as(ctx, reader)('POST', '/v1/boards/default', { workspaceId: workspace.id })).json(),
    ).toEqual({ board: listed[0] });
    expect(await boardActivities(workspace.id)).toEqual(
      [
        { action: 'create', entityId: board.id, name: 'Equipe Alfa' },
        { action: 'update', entityId: board.id, name: 'Equipe Alfa' },
        { action: 'delete', entityId: board.id, name: 'Equipe Alfa' },
        { action: 'create', entityId: fresh, name: 'Meu Quadro' },
      ].sort((a, b) => `${a.action}${a.entityId}`.localeCompare(`${b.action}${b.entityId}`)),
    );
  });

  it('publishes the deleted board and the workspace’s new one', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const received: Record<string, unknown>[] = [];
    const listener = await ctx.database.listen('quadro_changes', {
      message: (payload) => received.push(JSON.parse(payload) as Record<string, unknown>),
    });
    try {
      expect((await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`)).statusCode).toBe(204);
      const ofWorkspace = () =>
        received
          .filter((e) => e.workspaceId === workspace.id)
          .map(({ type, boardId }) => ({ type, boardId }));
      await expect.poll(ofWorkspace).toEqual(
        expect.arrayContaining([
          { type: 'board-deleted', boardId: board.id },
          { type: 'workspace', boardId: undefined },
        ]),
      );
    } finally {
      await listener.stop();
    }
  });

  it('leaves exactly one board when the last two are deleted at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { owner, workspace, board } = await createWorkspaceFixture(ctx, `Corrida ${round}`);
      const admin = await addMember(ctx, workspace.id, 'admin');
      const second = (
        await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'Outro' })
      ).json().board.id as string;
      const results = await Promise.all([
        as(ctx, owner)('DELETE', `/v1/boards/${board.id}`),
        as(ctx, admin)('DELETE', `/v1/boards/${second}`),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([204, 204]);
      const left = await ctx.database.db
        .select({ id: boards.id, name: boards.name })
        .from(boards)
        .where(eq(boards.workspaceId, workspace.id));
      expect(left.map((b) => b.name)).toEqual(['Meu Quadro']);
      expect(await rowsBelow(left[0]!.id)).toEqual({ boards: 1, lists: 3, cards: 1, comments: 0 });
    }
  });

  it('is refused to a member and a reader (403), a stranger (404) and no session (401)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const url = `/v1/boards/${board.id}`;
    const statuses = [
      (await as(ctx, await addMember(ctx, workspace.id, 'member'))('DELETE', url)).statusCode,
      (await as(ctx, await addMember(ctx, workspace.id, 'read_only'))('DELETE', url)).statusCode,
      (await as(ctx, await createUser(ctx))('DELETE', url)).statusCode,
      (await as(ctx, null)('DELETE', url)).statusCode,
    ];
    expect(statuses).toEqual([403, 403, 404, 401]);
    expect(await rowsBelow(board.id)).toEqual({ boards: 1, lists: 3, cards: 1, comments: 0 });
    expect((await boardActivities(workspace.id)).map((a) => a.action)).toEqual(['create']);
  });
});
