import { INVALID_TEXT_MESSAGE, MAX_CARDS_PER_BOARD } from '@quadro/contracts';
import { and, eq, sql } from 'drizzle-orm';
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

describe('POST /v1/cards', () => {
  it('adds a trimmed card at the end of its list for owner, admin and member', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const listId = board.lists[0]!.id;
    const response = await as(ctx, member)('POST', '/v1/cards', {
      listId,
      title: '  Escrever proposta ',
      description: 'Para o cliente',
      assigneeId: owner.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().card).toMatchObject({
      title: 'Escrever proposta',
      description: 'Para o cliente',
      listId,
      position: 1,
      assigneeId: owner.id,
      assignee: { id: owner.id, name: owner.name, email: owner.email, avatarUrl: null },
      dueDate: null,
    });
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, response.json().card.id));
    expect(rows).toMatchObject([
      {
        action: 'create',
        entityType: 'card',
        metadata: { name: 'Escrever proposta', listName: '📝 A Fazer' },
      },
    ]);
  });

  it.each([
    [{ title: ' ' }, 'Título é obrigatório'],
    [{ title: undefined }, 'Título é obrigatório'],
    [{ listId: undefined }, 'Lista é obrigatória'],
    [{ assigneeId: 'someone' }, 'Responsável inválido'],
    [{ description: 5 }, 'Descrição inválida'],
  ])('answers 400 for %j', async (patch, error) => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[0]!.id,
      title: 'Ok',
      ...patch,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
  });

  it('places a new card at the index it names, clamped to the end of the list', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const list = board.lists[2]!;
    const create = (title: string, position?: number) =>
      as(ctx, owner)('POST', '/v1/cards', { listId: list.id, title, position });
    const positions = [
      (await create('C')).json().card.position,
      (await create('A', 0)).json().card.position,
      (await create('B', 1)).json().card.position,
      (await create('D', Number.MAX_SAFE_INTEGER)).json().card.position,
    ];
    expect(positions).toEqual([0, 0, 1, 3]);
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists[2]!.cards.map((card) => card.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('refuses an assignee who is not a member of the workspace', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const outsider = await createUser(ctx);
    const response = await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[0]!.id,
      title: 'X',
      assigneeId: outsider.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'O responsável precisa ser membro do workspace',
      code: 'INVALID_ASSIGNEE',
    });
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards).toHaveLength(1);
  });

  it('refuses text the database cannot store (400) and stores nothing', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const listId = board.lists[0]!.id;
    for (const body of [
      { listId, title: 'Nulo\u0000' },
      { listId, title: 'Ok', description: 'meio\u0000fim' },
      { listId, title: 'Metade de um emoji \ud83d' },
    ]) {
      const response = await as(ctx, owner)('POST', '/v1/cards', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: INVALID_TEXT_MESSAGE,
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards).toHaveLength(1);
  });

  it(`stops at ${MAX_CARDS_PER_BOARD} cards per board with a 409`, async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const listId = board.lists[1]!.id;
    // One card is the welcome card; fill the board to one short of the cap directly.
    await ctx.database.db.execute(sql`
      insert into cards (list_id, board_id, title, sort_key)
      select ${listId}, ${board.id}, 'Cartão ' || n, n
      from generate_series(1, ${MAX_CARDS_PER_BOARD - 2}) as n`);
    const last = await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'O último' });
    expect(last.statusCode).toBe(201);
    const refused = await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Um a mais' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Este quadro atingiu o limite de 10.000 cartões. Exclua cartões ou use outro quadro.',
      code: 'BOARD_CARD_LIMIT',
    });
  });

  it('counts the cap against the cards the board holds after deletes, moves and cascades', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const [first, second] = board.lists;
    const counted = async () => {
      const { rows } = (await ctx.database.db.execute(sql`
        select card_count as "counted", (select count(*)::int from cards where board_id = ${board.id}) as "held"
        from boards where id = ${board.id}`)) as unknown as {
        rows: { counted: number; held: number }[];
      };
      return rows[0]!;
    };
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/v1/cards', { listId: second!.id, title: `Cartão ${i}` }),
      ),
    );
    const ids = created.map((response) => response.json<{ card: { id: string } }>().card.id);
    await call('POST', '/v1/cards/move', {
      cardId: ids[0],
      sourceListId: second!.id,
      destinationListId: first!.id,
      newPosition: 0,
    });
    await call('DELETE', `/v1/cards/${ids[1]}`);
    expect(await counted()).toEqual({ counted: 6, held: 6 });
    await call('DELETE', `/v1/lists/${second!.id}`);
    const after = await counted();
    expect(after.counted).toBe(after.held);
    expect(after.held).toBeLessThan(6);
  });

  it('refuses a reader (403), a stranger (404) and no session (401)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const body = { listId: board.lists[0]!.id, title: 'X' };
    expect((await as(ctx, reader)('POST', '/v1/cards', body)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('POST', '/v1/cards', body)).statusCode).toBe(404);
    expect((await as(ctx, null)('POST', '/v1/cards', body)).statusCode).toBe(401);
  });
});

describe('PATCH /v1/cards/:id', () => {
  it('edits title, description, assignee and due date, and clears both with null', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const card = board.lists[0]!.cards[0]!;
    const edited = await as(ctx, member)('PATCH', `/v1/cards/${card.id}`, {
      title: 'Novo título',
      description: 'Detalhes',
      assigneeId: member.id,
      dueDate: '2026-12-01T12:00:00.000Z',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().card).toMatchObject({
      title: 'Novo título',
      description: 'Detalhes',
      assigneeId: member.id,
      dueDate: '2026-12-01T12:00:00.000Z',
      position: 0,
    });
    const cleared = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, {
      assigneeId: null,
      dueDate: null,
    });
    expect(cleared.json().card).toMatchObject({
      assigneeId: null,
      assignee: null,
      dueDate: null,
      title: 'Novo título',
    });
  });

  it('refuses a blank title, an empty patch, an outsider assignee, readers and strangers', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const card = board.lists[0]!.cards[0]!;
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    expect(
      (await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: '' })).json().error,
    ).toBe('Título é obrigatório');
    expect((await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, {})).statusCode).toBe(400);
    expect(
      (await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { assigneeId: stranger.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await as(ctx, reader)('PATCH', `/v1/cards/${card.id}`, { title: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await as(ctx, stranger)('PATCH', `/v1/cards/${card.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards[0]!.title).toBe(card.title);
  });
});

describe('due dates on cards', () => {
  const activitiesOf = (cardId: string) =>
    ctx.database.db
      .select({ metadata: activities.metadata })
      .from(activities)
      .where(and(eq(activities.entityId, cardId), eq(activities.action, 'update')))
      .orderBy(activities.createdAt);

  it('creates a card with a due date, answered in UTC on the card and the board', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const created = await as(ctx, owner)('POST', '/v1/cards', {
      listId: board.lists[1]!.id,
      title: 'Entregar relatório',
      dueDate: '2026-12-04T18:00:00-03:00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().card).toMatchObject({
      dueDate: '2026-12-04T21:00:00.000Z',
      dueComplete: false,
    });
    const loaded = (await loadBoard(ctx, owner, board.id)).lists[1]!.cards[0]!;
    expect(loaded).toMatchObject({ dueDate: '2026-12-04T21:00:00.000Z', dueComplete: false });
    const preview = await as(ctx, owner)('GET', `/v1/boards/${board.id}/preview`);
    expect(preview.json().board.lists[1].cards[0]).toMatchObject({
      dueDate: '2026-12-04T21:00:00.000Z',
      dueComplete: false,
    });
  });

  it('sets, completes and clears the date, each recorded and each a new board version', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const card = board.lists[0]!.cards[0]!;
    const versions = [(await loadBoard(ctx, owner, board.id)).version];
    const patch = async (body: object) => {
      const response = await as(ctx, member)('PATCH', `/v1/cards/${card.id}`, body);
      expect(response.statusCode).toBe(200);
      versions.push((await loadBoard(ctx, owner, board.id)).version);
      return response.json().card;
    };

    expect(await patch({ dueDate: '2026-12-07T12:00:00.000Z' })).toMatchObject({
      dueDate: '2026-12-07T12:00:00.000Z',
      dueComplete: false,
    });
    expect(await patch({ dueComplete: true })).toMatchObject({
      dueDate: '2026-12-07T12:00:00.000Z',
      dueComplete: true,
    });
    // Clearing the date keeps what was said of it; setting another one starts afresh only when
    // the client says so.
    expect(await patch({ dueDate: null })).toMatchObject({ dueDate: null, dueComplete: true });
    expect(await patch({ dueDate: '2026-12-08T12:00:00Z', dueComplete: false })).toMatchObject({
      dueDate: '2026-12-08T12:00:00.000Z',
      dueComplete: false,
    });
    expect(new Set(versions).size).toBe(versions.length);
    expect((await activitiesOf(card.id)).map(({ metadata }) => metadata)).toEqual([
      { name: card.title, dueDate: '2026-12-07T12:00:00.000Z' },
      { name: card.title, dueComplete: true },
      { name: card.title, dueDate: null },
      { name: card.title, dueDate: '2026-12-08T12:00:00.000Z', dueComplete: false },
    ]);
  });

  it.each([
    [{ dueDate: 'amanhã' }, 'Data de entrega inválida'],
    [{ dueDate: '2026-12-01' }, 'Data de entrega inválida'],
    [{ dueDate: '2026-02-30T10:00:00Z' }, 'Data de entrega inválida'],
    [{ dueDate: '1969-12-31T23:59:59Z' }, 'A data de entrega deve estar entre 1970 e 9999'],
    [{ dueDate: '+010000-01-01T00:00:00Z' }, 'Data de entrega inválida'],
    [{ dueDate: 1_700_000_000_000 }, 'Data de entrega inválida'],
    [{ dueComplete: 'sim' }, 'Concluído deve ser verdadeiro ou falso'],
    [{ dueComplete: null }, 'Concluído deve ser verdadeiro ou falso'],
  ])('answers 400 for %j and changes nothing', async (body, error) => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const card = board.lists[0]!.cards[0]!;
    const before = await loadBoard(ctx, owner, board.id);
    const response = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    expect(await loadBoard(ctx, owner, board.id)).toEqual(before);
  });

  it('refuses a reader (403) and a stranger (404), and changes nothing', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const card = board.lists[0]!.cards[0]!;
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const body = { dueDate: '2026-12-07T12:00:00Z', dueComplete: true };
    expect((await as(ctx, reader)('PATCH', `/v1/cards/${card.id}`, body)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('PATCH', `/v1/cards/${card.id}`, body)).statusCode).toBe(404);
    const create = { listId: board.lists[0]!.id, title: 'X', dueDate: body.dueDate };
    expect((await as(ctx, reader)('POST', '/v1/cards', create)).statusCode).toBe(403);
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards).toEqual([
      expect.objectContaining({ id: card.id, dueDate: null, dueComplete: false }),
    ]);
  });
});

describe('DELETE /v1/cards/:id', () => {
  it('deletes for a member and keeps positions dense', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const listId = board.lists[0]!.id;
    const second = (await as(ctx, owner)('POST', '/v1/cards', { listId, title: 'Dois' })).json()
      .card;
    expect(
      (await as(ctx, member)('DELETE', `/v1/cards/${board.lists[0]!.cards[0]!.id}`)).statusCode,
    ).toBe(204);
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists[0]!.cards.map((c) => [c.id, c.position])).toEqual([[second.id, 0]]);
  });

  it('refuses readers (403) and strangers (404)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const id = board.lists[0]!.cards[0]!.id;
    expect((await as(ctx, reader)('DELETE', `/v1/cards/${id}`)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('DELETE', `/v1/cards/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /v1/cards/move', () => {
  async function boardWithCards(titles: string[]) {
    const fixture = await createWorkspaceFixture(ctx);
    const listId = fixture.board.lists[1]!.id;
    for (const title of titles)
      await as(ctx, fixture.owner)('POST', '/v1/cards', { listId, title });
    return { ...fixture, board: await loadBoard(ctx, fixture.owner, fixture.board.id) };
  }

  it('moves a card to another list at an index, recording from and to', async () => {
    const { owner, board } = await boardWithCards(['A', 'B', 'C']);
    const [todo, doing] = board.lists;
    const welcome = todo!.cards[0]!;
    const response = await as(ctx, owner)('POST', '/v1/cards/move', {
      cardId: welcome.id,
      sourceListId: todo!.id,
      destinationListId: doing!.id,
      newPosition: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({ id: welcome.id, listId: doing!.id, position: 1 });
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.lists[1]!.cards.map((c) => c.title)).toEqual(['A', welcome.title, 'B', 'C']);
    expect(loaded.lists[0]!.cards).toEqual([]);
    expectDenseOrder(loaded);
    const [row] = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'move'), eq(activities.entityId, welcome.id)));
    expect(row?.metadata).toEqual({
      name: welcome.title,
      fromList: '📝 A Fazer',
      toList: '🚀 Em Progresso',
    });
  });

  it('reorders within a list, clamping a too-large index (even the largest) to the end', async () => {
    const { owner, board } = await boardWithCards(['A', 'B', 'C']);
    const list = board.lists[1]!;
    const [a] = list.cards;
    const move = (newPosition: number) =>
      as(ctx, owner)('POST', '/v1/cards/move', {
        cardId: a!.id,
        sourceListId: list.id,
        destinationListId: list.id,
        newPosition,
      });
    expect((await move(Number.MAX_SAFE_INTEGER)).json().card.position).toBe(2);
    expect((await loadBoard(ctx, owner, board.id)).lists[1]!.cards.map((c) => c.title)).toEqual([
      'B',
      'C',
      'A',
    ]);
    expect((await move(1)).json().card.position).toBe(1);
    expect((await loadBoard(ctx, owner, board.id)).lists[1]!.cards.map((c) => c.title)).toEqual([
      'B',
      'A',
      'C',
    ]);
  });

  it('keeps order through many moves into the same gap (keys re-spaced when they run out)', async () => {
    const { owner, board } = await boardWithCards(['A', 'B', 'C', 'D']);
    const list = board.lists[1]!;
    // Alternately moving the last card to index 1 halves the gap between the first two each time.
    for (let i = 0; i < 60; i += 1) {
      const current = (await loadBoard(ctx, owner, board.id)).lists[1]!;
      const last = current.cards.at(-1)!;
      const response = await as(ctx, owner)('POST', '/v1/cards/move', {
        cardId: last.id,
        sourceListId: list.id,
        destinationListId: list.id,
        newPosition: 1,
      });
      expect(response.statusCode).toBe(200);
    }
    const loaded = await loadBoard(ctx, owner, board.id);
    expectDenseOrder(loaded);
    expect(loaded.lists[1]!.cards.map((c) => c.title).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(loaded.lists[1]!.cards[0]!.title).toBe('A');
  });

  it('answers 409 when the card is no longer in the source list', async () => {
    const { owner, board } = await boardWithCards([]);
    const [todo, doing, done] = board.lists;
    const card = todo!.cards[0]!;
    const response = await as(ctx, owner)('POST', '/v1/cards/move', {
      cardId: card.id,
      sourceListId: doing!.id,
      destinationListId: done!.id,
      newPosition: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('STALE_MOVE');
    expect((await loadBoard(ctx, owner, board.id)).lists[0]!.cards[0]!.id).toBe(card.id);
  });

  it('answers 404 for a list of another board and for a card of another workspace', async () => {
    const mine = await createWorkspaceFixture(ctx);
    const theirs = await createWorkspaceFixture(ctx, 'Deles');
    const card = mine.board.lists[0]!.cards[0]!;
    const intoTheirs = await as(ctx, mine.owner)('POST', '/v1/cards/move', {
      cardId: card.id,
      sourceListId: mine.board.lists[0]!.id,
      destinationListId: theirs.board.lists[1]!.id,
      newPosition: 0,
    });
    expect(intoTheirs.statusCode).toBe(404);
    const theirCard = theirs.board.lists[0]!.cards[0]!;
    const stealing = await as(ctx, mine.owner)('POST', '/v1/cards/move', {
      cardId: theirCard.id,
      sourceListId: theirs.board.lists[0]!.id,
      destinationListId: mine.board.lists[0]!.id,
      newPosition: 0,
    });
    expect(stealing.statusCode).toBe(404);
    expect((await loadBoard(ctx, theirs.owner, theirs.board.id)).lists[0]!.cards[0]!.id).toBe(
      theirCard.id,
    );
    expect((await loadBoard(ctx, mine.owner, mine.board.id)).lists[1]!.cards).toEqual([]);
  });

  it('answers 400 for a negative or fractional index and 403 for a reader', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const body = {
      cardId: board.lists[0]!.cards[0]!.id,
      sourceListId: board.lists[0]!.id,
      destinationListId: board.lists[1]!.id,
    };
    expect(
      (await as(ctx, owner)('POST', '/v1/cards/move', { ...body, newPosition: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await as(ctx, owner)('POST', '/v1/cards/move', { ...body, newPosition: 0.5 })).statusCode,
    ).toBe(400);
    expect(
      (await as(ctx, reader)('POST', '/v1/cards/move', { ...body, newPosition: 0 })).statusCode,
    ).toBe(403);
  });
});
