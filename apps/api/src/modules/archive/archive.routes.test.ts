import type { Activity, ArchivedItemsResponse, Board, Card, List } from '@quadro/contracts';
import { MAX_CARDS_PER_BOARD } from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, cards } from '../../platform/db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createWorkspaceFixture,
  expectDenseOrder,
  loadBoard,
  type WorkspaceFixture,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A board whose first list holds cards titled `titles`, in that order. */
async function boardWithCards(...titles: string[]) {
  const fixture = await createWorkspaceFixture(ctx);
  const api = as(ctx, fixture.owner);
  const listId = fixture.board.lists[0]!.id;
  const made: Card[] = [];
  for (const title of titles) {
    const response = await api('POST', '/v1/cards', { listId, title });
    made.push(response.json<{ card: Card }>().card);
  }
  return { ...fixture, api, listId, cards: made };
}

const titlesOf = (board: Board, listId: string) =>
  board.lists.find((list) => list.id === listId)?.cards.map((card) => card.title);

const archivedOf = async (f: WorkspaceFixture, query: string) =>
  (
    await as(ctx, f.owner)('GET', `/v1/boards/${f.board.id}/archived?${query}`)
  ).json<ArchivedItemsResponse>();

async function historyOf(f: WorkspaceFixture, filter = 'archive') {
  const response = await as(ctx, f.owner)(
    'GET',
    `/v1/workspaces/${f.workspace.id}/activities?entityType=${filter}`,
  );
  return response.json<{ activities: Activity[] }>().activities;
}

describe('POST /v1/cards/:id/archive and /restore', () => {
  it('takes the card off the board, keeping the others dense, and answers it where it was', async () => {
    const f = await boardWithCards('Um', 'Dois', 'Três');
    const response = await f.api('POST', `/v1/cards/${f.cards[1]!.id}/archive`);
    expect(response.statusCode).toBe(200);
    const { card } = response.json<{ card: Card }>();
    expect(card).toMatchObject({ id: f.cards[1]!.id, title: 'Dois', listId: f.listId });
    const board = await loadBoard(ctx, f.owner, f.board.id);
    expect(board.version).toBeGreaterThan(f.board.version);
    expect(titlesOf(board, f.listId)).not.toContain('Dois');
    expectDenseOrder(board);
  });

  it('puts it back at its old place, with its labels and comments', async () => {
    const f = await boardWithCards('Um', 'Dois', 'Três');
    const labelId = f.board.labels[0]!.id;
    const id = f.cards[1]!.id;
    await f.api('POST', `/v1/cards/${id}/labels`, { labelId });
    await f.api('POST', `/v1/comments/card/${id}`, { content: 'Fica guardado' });
    const before = titlesOf(await loadBoard(ctx, f.owner, f.board.id), f.listId);
    await f.api('POST', `/v1/cards/${id}/archive`);
    const response = await f.api('POST', `/v1/cards/${id}/restore`);
    expect(response.statusCode).toBe(200);
    const board = await loadBoard(ctx, f.owner, f.board.id);
    expect(titlesOf(board, f.listId)).toEqual(before);
    const restored = board.lists.flatMap((list) => list.cards).find((card) => card.id === id)!;
    expect(restored.labelIds).toEqual([labelId]);
    expect(response.json<{ card: Card }>().card.position).toBe(restored.position);
    const comments = await f.api('GET', `/v1/comments/card/${id}`);
    expect(JSON.stringify(comments.json())).toContain('Fica guardado');
    expectDenseOrder(board);
  });

  it('restores to the end of the first list when its own list is archived', async () => {
    const f = await boardWithCards('Um', 'Dois');
    const owner = as(ctx, f.owner);
    await owner('POST', `/v1/cards/${f.cards[0]!.id}/archive`);
    expect((await owner('POST', `/v1/lists/${f.listId}/archive`)).statusCode).toBe(200);
    const response = await owner('POST', `/v1/cards/${f.cards[0]!.id}/restore`);
    expect(response.statusCode).toBe(200);
    const board = await loadBoard(ctx, f.owner, f.board.id);
    const first = board.lists[0]!;
    expect(first.id).not.toBe(f.listId);
    expect(first.cards.at(-1)?.id).toBe(f.cards[0]!.id);
    expect(response.json<{ card: Card }>().card).toMatchObject({
      listId: first.id,
      position: first.cards.length - 1,
    });
    expectDenseOrder(board);
  });

  it('refuses to archive twice and to restore what is not archived (409), changing nothing', async () => {
    const f = await boardWithCards('Um');
    const id = f.cards[0]!.id;
    const notArchived = await f.api('POST', `/v1/cards/${id}/restore`);
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json()).toEqual({
      code: 'NOT_ARCHIVED',
      error: 'Este cartão não está arquivado.',
    });
    await f.api('POST', `/v1/cards/${id}/archive`);
    const before = await loadBoard(ctx, f.owner, f.board.id);
    const twice = await f.api('POST', `/v1/cards/${id}/archive`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'ALREADY_ARCHIVED',
      error: 'Este cartão já está arquivado.',
    });
    expect((await loadBoard(ctx, f.owner, f.board.id)).version).toBe(before.version);
  });

  it('does not take an archived card as a move, nor an archived list as its destination (404)', async () => {
    const f = await boardWithCards('Um', 'Dois');
    const [one, two] = f.cards;
    const other = f.board.lists[1]!.id;
    await f.api('POST', `/v1/cards/${one!.id}/archive`);
    const moved = await f.api('POST', '/v1/cards/move', {
      cardId: one!.id,
      sourceListId: f.listId,
      destinationListId: other,
      newPosition: 0,
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().error).toBe('Cartão não encontrado');
    await f.api('POST', `/v1/lists/${other}/archive`);
    const into = await f.api('POST', '/v1/cards/move', {
      cardId: two!.id,
      sourceListId: f.listId,
      destinationListId: other,
      newPosition: 0,
    });
    expect(into.statusCode).toBe(404);
    expect(into.json().error).toBe('Lista não encontrada');
    const created = await f.api('POST', '/v1/cards', { listId: other, title: 'Nova' });
    expect(created.statusCode).toBe(404);
  });

  it('lets a member archive and restore, not a read-only member (403), not a stranger (404)', async () => {
    const f = await boardWithCards('Um');
    const id = f.cards[0]!.id;
    const member = await addMember(ctx, f.workspace.id, 'member');
    const reader = await addMember(ctx, f.workspace.id, 'read_only');
    const stranger = (await createWorkspaceFixture(ctx)).owner;
    expect((await as(ctx, reader)('POST', `/v1/cards/${id}/archive`)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('POST', `/v1/cards/${id}/archive`)).statusCode).toBe(404);
    expect((await as(ctx, member)('POST', `/v1/cards/${id}/archive`)).statusCode).toBe(200);
    expect((await as(ctx, reader)('POST', `/v1/cards/${id}/restore`)).statusCode).toBe(403);
    expect((await as(ctx, member)('POST', `/v1/cards/${id}/restore`)).statusCode).toBe(200);
  });

  it("records 'arquivou' and 'restaurou' with the card's list, under the history's archive filter", async () => {
    const f = await boardWithCards('Relatório');
    const id = f.cards[0]!.id;
    await f.api('POST', `/v1/cards/${id}/archive`);
    await f.api('POST', `/v1/cards/${id}/restore`);
    const history = await historyOf(f);
    expect(
      history.map(({ action, entityType, metadata }) => [action, entityType, metadata]),
    ).toEqual([
      ['restore', 'card', { name: 'Relatório', listName: f.board.lists[0]!.name }],
      ['archive', 'card', { name: 'Relatório', listName: f.board.lists[0]!.name }],
    ]);
    expect((await historyOf(f, 'card')).map(({ action }) => action).slice(0, 2)).toEqual([
      'restore',
      'archive',
    ]);
  });

  it('keeps the card cap counting archived cards, so a restore never passes it', async () => {
    const f = await boardWithCards('Um');
    await f.api('POST', `/v1/cards/${f.cards[0]!.id}/archive`);
    await ctx.database.db
      .update(boards)
      .set({ cardCount: MAX_CARDS_PER_BOARD })
      .where(eq(boards.id, f.board.id));
    const created = await f.api('POST', '/v1/cards', { listId: f.listId, title: 'Demais' });
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('BOARD_CARD_LIMIT');
  });
});

describe('GET /v1/cards/:id', () => {
  it('shows a card wherever it is, saying whether it or its list is archived', async () => {
    const f = await boardWithCards('Um');
    const id = f.cards[0]!.id;
    const reader = await addMember(ctx, f.workspace.id, 'read_only');
    const live = await as(ctx, reader)('GET', `/v1/cards/${id}`);
    expect(live.json()).toMatchObject({
      card: { id, title: 'Um' },
      boardId: f.board.id,
      archivedAt: null,
      listArchived: false,
    });
    await f.api('POST', `/v1/cards/${id}/archive`);
    await f.api('POST', `/v1/lists/${f.listId}/archive`);
    const archived = await as(ctx, reader)('GET', `/v1/cards/${id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(archived.json().listArchived).toBe(true);
    const stranger = (await createWorkspaceFixture(ctx)).owner;
    expect((await as(ctx, stranger)('GET', `/v1/cards/${id}`)).statusCode).toBe(404);
  });
});

describe('lists: POST /v1/lists/:id/archive, /restore and /archive-cards', () => {
  it('takes a list and its cards off the board and brings them back in place', async () => {
    const f = await boardWithCards('Um', 'Dois');
    const middle = f.board.lists[1]!;
    const archived = await f.api('POST', `/v1/lists/${middle.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ list: List }>().list).toMatchObject({ id: middle.id, position: 1 });
    const without = await loadBoard(ctx, f.owner, f.board.id);
    expect(without.lists.map((list) => list.id)).not.toContain(middle.id);
    expectDenseOrder(without);
    const restored = await f.api('POST', `/v1/lists/${middle.id}/restore`);
    expect(restored.json<{ list: List }>().list.position).toBe(1);
    const back = await loadBoard(ctx, f.owner, f.board.id);
    expect(back.lists.map((list) => list.id)).toEqual(f.board.lists.map((list) => list.id));
    expectDenseOrder(back);
  });

  it("never archives the board's last live list (409), and deletes an archived one freely", async () => {
    const f = await createWorkspaceFixture(ctx);
    const api = as(ctx, f.owner);
    const [a, b, c] = f.board.lists;
    await api('POST', `/v1/lists/${a!.id}/archive`);
    await api('POST', `/v1/lists/${b!.id}/archive`);
    const last = await api('POST', `/v1/lists/${c!.id}/archive`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      code: 'LAST_LIST_ARCHIVE',
      error: 'Não é possível arquivar a única lista do quadro',
    });
    expect((await api('DELETE', `/v1/lists/${a!.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/lists/${c!.id}`)).json().code).toBe('LAST_LIST');
  });

  it('refuses twice (409) and leaves lists to owners and admins (403 for a member)', async () => {
    const f = await createWorkspaceFixture(ctx);
    const api = as(ctx, f.owner);
    const id = f.board.lists[0]!.id;
    const member = await addMember(ctx, f.workspace.id, 'member');
    expect((await as(ctx, member)('POST', `/v1/lists/${id}/archive`)).statusCode).toBe(403);
    expect((await api('POST', `/v1/lists/${id}/restore`)).json()).toEqual({
      code: 'NOT_ARCHIVED',
      error: 'Esta lista não está arquivada.',
    });
    await api('POST', `/v1/lists/${id}/archive`);
    expect((await api('POST', `/v1/lists/${id}/archive`)).json()).toEqual({
      code: 'ALREADY_ARCHIVED',
      error: 'Esta lista já está arquivada.',
    });
  });

  it("'Arquivar todos os cartões' archives each live card of the list, each in the history", async () => {
    const f = await boardWithCards('Um', 'Dois');
    const member = await addMember(ctx, f.workspace.id, 'member');
    const before = titlesOf(f.board, f.listId)!.length + 2;
    const response = await as(ctx, member)('POST', `/v1/lists/${f.listId}/archive-cards`);
    expect(response.json()).toEqual({ archived: before });
    const board = await loadBoard(ctx, f.owner, f.board.id);
    expect(titlesOf(board, f.listId)).toEqual([]);
    expect((await archivedOf(f, 'type=card')).items).toHaveLength(before);
    expect(await historyOf(f)).toHaveLength(before);
    expect((await as(ctx, member)('POST', `/v1/lists/${f.listId}/archive-cards`)).json()).toEqual({
      archived: 0,
    });
  });
});

describe('boards: POST /v1/boards/:id/archive and /restore', () => {
  async function secondBoard(f: WorkspaceFixture) {
    const response = await as(ctx, f.owner)('POST', `/v1/boards/workspace/${f.workspace.id}`, {
      name: 'Projeto antigo',
    });
    return response.json<{ board: { id: string } }>().board.id;
  }

  it("leaves the workspace's boards, reads as archived and takes no change until restored", async () => {
    const f = await createWorkspaceFixture(ctx);
    const api = as(ctx, f.owner);
    const id = await secondBoard(f);
    const archived = await api('POST', `/v1/boards/${id}/archive`);
    expect(archived.statusCode).toBe(200);
    const listed = await api('GET', `/v1/boards/workspace/${f.workspace.id}`);
    expect(listed.json<{ boards: { id: string }[] }>().boards.map((b) => b.id)).toEqual([
      f.board.id,
    ]);
    const board = await loadBoard(ctx, f.owner, id);
    expect(board.archivedAt).toMatch(/Z$/);
    const refused = await api('POST', '/v1/lists', { boardId: id, name: 'Nova' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'BOARD_ARCHIVED',
      error: 'Este quadro está arquivado. Restaure-o para fazer alterações.',
    });
    const card = board.lists[0]!.cards[0]!;
    expect((await api('PATCH', `/v1/cards/${card.id}`, { title: 'X' })).statusCode).toBe(409);
    expect((await api('POST', `/v1/comments/card/${card.id}`, { content: 'Oi' })).statusCode).toBe(
      409,
    );
    const shelf = await api('GET', `/v1/boards/workspace/${f.workspace.id}/archived`);
    expect(shelf.json<ArchivedItemsResponse>().items).toMatchObject([
      { type: 'board', id, title: 'Projeto antigo', archivedBy: f.owner.name, listName: null },
    ]);
    expect((await api('POST', `/v1/boards/${id}/restore`)).statusCode).toBe(200);
    expect((await loadBoard(ctx, f.owner, id)).archivedAt).toBeNull();
    expect((await api('POST', '/v1/lists', { boardId: id, name: 'Nova' })).statusCode).toBe(201);
    expect((await api('POST', `/v1/boards/${id}/restore`)).json().code).toBe('NOT_ARCHIVED');
  });

  it("never archives the workspace's last live board, and deletes an archived board", async () => {
    const f = await createWorkspaceFixture(ctx);
    const api = as(ctx, f.owner);
    const last = await api('POST', `/v1/boards/${f.board.id}/archive`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      code: 'LAST_BOARD_ARCHIVE',
      error: 'Não é possível arquivar o único quadro do workspace',
    });
    const id = await secondBoard(f);
    await api('POST', `/v1/boards/${id}/archive`);
    expect((await api('POST', `/v1/boards/${id}/archive`)).json().code).toBe('ALREADY_ARCHIVED');
    expect((await api('DELETE', `/v1/boards/${id}`)).statusCode).toBe(204);
  });

  it('lets two racing archives of the last two live boards leave one', async () => {
    const f = await createWorkspaceFixture(ctx);
    const api = as(ctx, f.owner);
    const id = await secondBoard(f);
    const answers = await Promise.all([
      api('POST', `/v1/boards/${f.board.id}/archive`),
      api('POST', `/v1/boards/${id}/archive`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const listed = await api('GET', `/v1/boards/workspace/${f.workspace.id}`);
    expect(listed.json<{ boards: unknown[] }>().boards).toHaveLength(1);
  });

  it('leaves boards to owners and admins (403 for a member)', async () => {
    const f = await createWorkspaceFixture(ctx);
    const id = await secondBoard(f);
    const member = await addMember(ctx, f.workspace.id, 'member');
    expect((await as(ctx, member)('POST', `/v1/boards/${id}/archive`)).statusCode).toBe(403);
    const admin = await addMember(ctx, f.workspace.id, 'admin');
    expect((await as(ctx, admin)('POST', `/v1/boards/${id}/archive`)).statusCode).toBe(200);
    expect((await as(ctx, member)('POST', `/v1/boards/${id}/restore`)).statusCode).toBe(403);
  });
});

describe('GET /v1/boards/:id/archived', () => {
  it('lists archived cards newest first with who archived them, filtered by title, in pages', async () => {
    const f = await boardWithCards('Orçamento anual', 'Reunião', 'Orçamento mensal');
    for (const card of f.cards) await f.api('POST', `/v1/cards/${card.id}/archive`);
    const all = await archivedOf(f, 'type=card');
    expect(all.items.map((item) => item.title)).toEqual([
      'Orçamento mensal',
      'Reunião',
      'Orçamento anual',
    ]);
    expect(all.items[0]).toMatchObject({
      type: 'card',
      archivedBy: f.owner.name,
      listName: f.board.lists[0]!.name,
    });
    expect(all.nextCursor).toBeNull();
    const filtered = await archivedOf(f, `type=card&q=${encodeURIComponent('ORCAMENTO')}`);
    expect(filtered.items.map((item) => item.title)).toEqual([
      'Orçamento mensal',
      'Orçamento anual',
    ]);
    expect((await archivedOf(f, 'type=list')).items).toEqual([]);
  });

  it('pages 50 at a time with a cursor, without repeats', async () => {
    const f = await boardWithCards('Base');
    const listId = f.listId;
    const rows = Array.from({ length: 60 }, (_, i) => ({
      listId,
      boardId: f.board.id,
      title: `Antigo ${i}`,
      sortKey: 10_000 + i,
      archivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    }));
    await ctx.database.db.insert(cards).values(rows);
    const first = await archivedOf(f, 'type=card');
    expect(first.items).toHaveLength(50);
    const second = await archivedOf(f, `type=card&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(60);
  });

  it.each([
    ['a tampered cursor', 'type=card&cursor=bm90LWEta2V5', 'Cursor inválido'],
    ['an unknown type', 'type=board', 'Tipo inválido: use card ou list'],
    ['a NUL byte', 'q=%00', 'O texto contém caracteres inválidos'],
  ])('refuses %s (400)', async (_, query, error) => {
    const f = await createWorkspaceFixture(ctx);
    const response = await as(ctx, f.owner)('GET', `/v1/boards/${f.board.id}/archived?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });
});
