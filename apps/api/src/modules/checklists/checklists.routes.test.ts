import {
  MAX_CHECKLIST_ITEMS_PER_CARD,
  MAX_CHECKLISTS_PER_CARD,
  type Card,
  type Checklist,
  type ChecklistItem,
} from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, checklistItems, checklists } from '../../platform/db/schema/index.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createCardFixture,
  createWorkspaceFixture,
  loadBoard,
  type WorkspaceFixture,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Scene = WorkspaceFixture & { card: Card };

const withCard = (title = 'Lançamento'): Promise<Scene> => createCardFixture(ctx, title);

async function addChecklist(s: Scene, title = 'Passos', user: RegisteredUser = s.owner) {
  const response = await as(ctx, user)('POST', `/v1/cards/${s.card.id}/checklists`, { title });
  expect(response.statusCode).toBe(201);
  return response.json<{ checklist: Checklist }>().checklist;
}

async function addItems(s: Scene, checklistId: string, texts: string[]) {
  const items: ChecklistItem[] = [];
  for (const text of texts) {
    const response = await as(ctx, s.owner)('POST', `/v1/checklists/${checklistId}/items`, {
      text,
    });
    expect(response.statusCode).toBe(201);
    items.push(response.json<{ item: ChecklistItem }>().item);
  }
  return items;
}

const checklistsOf = async (s: Scene, user: RegisteredUser = s.owner) => {
  const response = await as(ctx, user)('GET', `/v1/cards/${s.card.id}/checklists`);
  expect(response.statusCode).toBe(200);
  return response.json<{ checklists: Checklist[] }>().checklists;
};

const badge = async (s: Scene) =>
  (await loadBoard(ctx, s.owner, s.board.id)).lists
    .flatMap((list) => list.cards)
    .find((card) => card.id === s.card.id)!.checklist;

const texts = (list: Checklist) => list.items.map((item) => item.text);
const expectDense = (lists: Checklist[]) => {
  expect(lists.map((list) => list.position)).toEqual(lists.map((_, index) => index));
  for (const list of lists)
    expect(list.items.map((item) => item.position)).toEqual(list.items.map((_, index) => index));
};

describe('checklists on a card', () => {
  it('adds checklists and items in order, and the board carries only their counts', async () => {
    const s = await withCard();
    expect(await checklistsOf(s)).toEqual([]);
    const first = await addChecklist(s, '  Preparar ');
    expect(first).toMatchObject({ title: 'Preparar', position: 0, items: [], cardId: s.card.id });
    const second = await addChecklist(s, 'Publicar');
    expect(second.position).toBe(1);
    const [a] = await addItems(s, first.id, ['Escrever', 'Revisar', 'Traduzir']);
    expect(a).toMatchObject({ text: 'Escrever', done: false, position: 0, assigneeId: null });
    expect(await badge(s)).toEqual({ done: 0, total: 3 });

    const lists = await checklistsOf(s);
    expect(lists.map((list) => list.title)).toEqual(['Preparar', 'Publicar']);
    expect(texts(lists[0]!)).toEqual(['Escrever', 'Revisar', 'Traduzir']);
    expectDense(lists);
    const board = JSON.stringify(await loadBoard(ctx, s.owner, s.board.id));
    expect(board).not.toContain('Escrever');
  });

  it('counts a tick, an untick, a deleted item and a deleted checklist on the board', async () => {
    const s = await withCard();
    const list = await addChecklist(s);
    const [a, b, c] = await addItems(s, list.id, ['A', 'B', 'C']);
    const tick = (id: string, done: boolean) =>
      as(ctx, s.owner)('PATCH', `/v1/checklist-items/${id}`, { done });
    const ticked = await tick(a!.id, true);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().item).toMatchObject({ id: a!.id, done: true });
    expect(await badge(s)).toEqual({ done: 1, total: 3 });
    await tick(b!.id, true);
    await tick(c!.id, true);
    expect(await badge(s)).toEqual({ done: 3, total: 3 });
    await tick(c!.id, false);
    expect(await badge(s)).toEqual({ done: 2, total: 3 });
    expect((await as(ctx, s.owner)('DELETE', `/v1/checklist-items/${a!.id}`)).statusCode).toBe(204);
    expect(await badge(s)).toEqual({ done: 1, total: 2 });
    expectDense(await checklistsOf(s));
    expect((await as(ctx, s.owner)('DELETE', `/v1/checklists/${list.id}`)).statusCode).toBe(204);
    expect(await badge(s)).toBeNull();
    expect(await checklistsOf(s)).toEqual([]);
  });

  it('records ticks and edits in the history, and nothing for a tick that changes nothing', async () => {
    const s = await withCard('Site novo');
    const list = await addChecklist(s, 'Deploy');
    const [item] = await addItems(s, list.id, ['Testar']);
    const patch = (body: object) =>
      as(ctx, s.owner)('PATCH', `/v1/checklist-items/${item!.id}`, body);
    await patch({ done: true });
    await patch({ done: true });
    await patch({ text: 'Testar tudo' });
    await patch({ done: false });
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, item!.id))
      .orderBy(activities.createdAt);
    expect(rows.map((row) => [row.action, row.metadata])).toEqual([
      ['add_item', { item: 'Testar', checklist: 'Deploy', card: 'Site novo' }],
      ['complete_item', { item: 'Testar', checklist: 'Deploy', card: 'Site novo' }],
      ['update_item', { item: 'Testar tudo', checklist: 'Deploy', card: 'Site novo' }],
      ['reopen_item', { item: 'Testar tudo', checklist: 'Deploy', card: 'Site novo' }],
    ]);
  });

  it('reorders items and checklists, keeping positions dense', async () => {
    const s = await withCard();
    const list = await addChecklist(s, 'Um');
    await addChecklist(s, 'Dois');
    const [a, , , d] = await addItems(s, list.id, ['A', 'B', 'C', 'D']);
    const moveItem = (id: string, position: number) =>
      as(ctx, s.owner)('PATCH', `/v1/checklist-items/${id}`, { position });
    expect((await moveItem(d!.id, 0)).json().item.position).toBe(0);
    expect(texts((await checklistsOf(s))[0]!)).toEqual(['D', 'A', 'B', 'C']);
    await moveItem(d!.id, 99);
    expect(texts((await checklistsOf(s))[0]!)).toEqual(['A', 'B', 'C', 'D']);
    await moveItem(a!.id, 2);
    expect(texts((await checklistsOf(s))[0]!)).toEqual(['B', 'C', 'A', 'D']);
    const moved = await as(ctx, s.owner)('PATCH', `/v1/checklists/${list.id}`, { position: 1 });
    expect(moved.json().checklist).toMatchObject({ title: 'Um', position: 1 });
    const lists = await checklistsOf(s);
    expect(lists.map((l) => l.title)).toEqual(['Dois', 'Um']);
    expectDense(lists);
  });

  it("moves an item to another checklist of its card, never to another card's", async () => {
    const s = await withCard();
    const [one, two] = [await addChecklist(s, 'Um'), await addChecklist(s, 'Dois')];
    const [a, b] = await addItems(s, one.id, ['A', 'B']);
    await addItems(s, two.id, ['X']);
    const moved = await as(ctx, s.owner)('PATCH', `/v1/checklist-items/${a!.id}`, {
      checklistId: two.id,
      position: 0,
    });
    expect(moved.json().item).toMatchObject({ checklistId: two.id, position: 0 });
    const lists = await checklistsOf(s);
    expect(lists.map(texts)).toEqual([['B'], ['A', 'X']]);
    expectDense(lists);

    const sibling = await as(ctx, s.owner)('POST', '/v1/cards', {
      listId: s.board.lists[0]!.id,
      title: 'Outro',
    });
    const otherCard = { ...s, card: sibling.json<{ card: Card }>().card };
    const theirs = await addChecklist(otherCard, 'Alheia');
    const refused = await as(ctx, s.owner)('PATCH', `/v1/checklist-items/${b!.id}`, {
      checklistId: theirs.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CHECKLIST_OF_OTHER_CARD');
    const foreign = await withCard();
    const far = await addChecklist(foreign, 'Longe');
    const hidden = await as(ctx, s.owner)('PATCH', `/v1/checklist-items/${b!.id}`, {
      checklistId: far.id,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Checklist não encontrada');
    expect((await checklistsOf(s)).map(texts)).toEqual([['B'], ['A', 'X']]);
  });

  it('gives an item an assignee of the workspace and a date', async () => {
    const s = await withCard();
    const member = await addMember(ctx, s.workspace.id, 'member');
    const outsider = (await createWorkspaceFixture(ctx)).owner;
    const [item] = await addItems(s, (await addChecklist(s)).id, ['Ligar']);
    const url = `/v1/checklist-items/${item!.id}`;
    const set = await as(ctx, s.owner)('PATCH', url, {
      assigneeId: member.id,
      dueDate: '2026-12-01T15:00:00-03:00',
    });
    expect(set.json().item).toMatchObject({
      assigneeId: member.id,
      dueDate: '2026-12-01T18:00:00.000Z',
    });
    const refused = await as(ctx, s.owner)('PATCH', url, { assigneeId: outsider.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_ASSIGNEE');
    const cleared = await as(ctx, s.owner)('PATCH', url, { assigneeId: null, dueDate: null });
    expect(cleared.json().item).toMatchObject({ assigneeId: null, dueDate: null });
  });
});

describe('refusals', () => {
  it.each([
    ['an empty title', 'POST', 'checklist', { title: '   ' }, 'Título da checklist é obrigatório'],
    [
      'a 201-character title',
      'POST',
      'checklist',
      { title: 'a'.repeat(201) },
      'Use no máximo 200 caracteres',
    ],
    [
      'a NUL byte',
      'POST',
      'checklist',
      { title: 'a\u0000' },
      'O texto contém caracteres inválidos',
    ],
    ['an empty item', 'POST', 'item', { text: '' }, 'Texto do item é obrigatório'],
    [
      'a 401-character item',
      'POST',
      'item',
      { text: 'a'.repeat(401) },
      'Use no máximo 400 caracteres',
    ],
    ['an empty change', 'PATCH', 'item', {}, 'Corpo da requisição inválido'],
    ['a negative position', 'PATCH', 'item', { position: -1 }, 'Posição inválida'],
    [
      'a done that is no boolean',
      'PATCH',
      'item',
      { done: 'sim' },
      'Concluído deve ser verdadeiro ou falso',
    ],
  ] as const)('refuses %s with 400 and writes nothing', async (_, method, target, body, error) => {
    const s = await withCard();
    const list = await addChecklist(s);
    const [item] = await addItems(s, list.id, ['Fixo']);
    const url =
      method === 'PATCH'
        ? `/v1/checklist-items/${item!.id}`
        : target === 'checklist'
          ? `/v1/cards/${s.card.id}/checklists`
          : `/v1/checklists/${list.id}/items`;
    const response = await as(ctx, s.owner)(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await checklistsOf(s)).map(texts)).toEqual([['Fixo']]);
  });

  it('lets a read-only member read but not write (403), and hides them from others (404)', async () => {
    const s = await withCard();
    const list = await addChecklist(s);
    const [item] = await addItems(s, list.id, ['A']);
    const reader = await addMember(ctx, s.workspace.id, 'read_only');
    const outsider = (await createWorkspaceFixture(ctx)).owner;
    expect((await checklistsOf(s, reader)).map(texts)).toEqual([['A']]);
    const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['POST', `/v1/cards/${s.card.id}/checklists`, { title: 'X' }],
      ['PATCH', `/v1/checklists/${list.id}`, { title: 'X' }],
      ['DELETE', `/v1/checklists/${list.id}`],
      ['POST', `/v1/checklists/${list.id}/items`, { text: 'X' }],
      ['PATCH', `/v1/checklist-items/${item!.id}`, { done: true }],
      ['DELETE', `/v1/checklist-items/${item!.id}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await as(ctx, reader)(method, url, body)).statusCode).toBe(403);
      expect((await as(ctx, outsider)(method, url, body)).statusCode).toBe(404);
      expect((await as(ctx, null)(method, url, body)).statusCode).toBe(401);
    }
    const hidden = await as(ctx, outsider)('GET', `/v1/cards/${s.card.id}/checklists`);
    expect(hidden.statusCode).toBe(404);
    expect((await checklistsOf(s)).map(texts)).toEqual([['A']]);
  });

  it('answers 404 for a checklist or item that is gone', async () => {
    const s = await withCard();
    const list = await addChecklist(s);
    const [item] = await addItems(s, list.id, ['A']);
    await as(ctx, s.owner)('DELETE', `/v1/checklist-items/${item!.id}`);
    const gone = await as(ctx, s.owner)('PATCH', `/v1/checklist-items/${item!.id}`, { done: true });
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', error: 'Item não encontrado' });
    await as(ctx, s.owner)('DELETE', `/v1/checklists/${list.id}`);
    const noList = await as(ctx, s.owner)('POST', `/v1/checklists/${list.id}/items`, { text: 'B' });
    expect(noList.json()).toEqual({ code: 'NOT_FOUND', error: 'Checklist não encontrada' });
  });

  it(`caps a card at ${MAX_CHECKLISTS_PER_CARD} checklists and ${MAX_CHECKLIST_ITEMS_PER_CARD} items (409)`, async () => {
    const s = await withCard();
    const first = await addChecklist(s);
    await ctx.database.db.insert(checklists).values(
      Array.from({ length: MAX_CHECKLISTS_PER_CARD - 1 }, (_, index) => ({
        cardId: s.card.id,
        title: `Lista ${index}`,
        position: index + 1,
      })),
    );
    const tooMany = await as(ctx, s.owner)('POST', `/v1/cards/${s.card.id}/checklists`, {
      title: 'Mais uma',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'CARD_CHECKLIST_LIMIT',
      error: `Este cartão atingiu o limite de ${MAX_CHECKLISTS_PER_CARD} checklists.`,
    });

    await ctx.database.db.insert(checklistItems).values(
      Array.from({ length: MAX_CHECKLIST_ITEMS_PER_CARD }, (_, index) => ({
        checklistId: first.id,
        cardId: s.card.id,
        text: `Item ${index}`,
        position: index,
      })),
    );
    const oneMore = await as(ctx, s.owner)('POST', `/v1/checklists/${first.id}/items`, {
      text: 'Mais um',
    });
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().code).toBe('CARD_CHECKLIST_ITEM_LIMIT');
    const stored = await ctx.database.db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.cardId, s.card.id));
    expect(stored).toHaveLength(MAX_CHECKLIST_ITEMS_PER_CARD);
  });
});

describe('two people at once', () => {
  it('two members ticking the same item both succeed, and it counts once', async () => {
    const s = await withCard();
    const member = await addMember(ctx, s.workspace.id, 'member');
    const [item] = await addItems(s, (await addChecklist(s)).id, ['A', 'B']);
    const url = `/v1/checklist-items/${item!.id}`;
    const answers = await Promise.all([
      as(ctx, s.owner)('PATCH', url, { done: true }),
      as(ctx, member)('PATCH', url, { done: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await badge(s)).toEqual({ done: 1, total: 2 });
    const ticks = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, item!.id));
    expect(ticks.filter((row) => row.action === 'complete_item')).toHaveLength(1);
  });

  it('racing reorders and additions leave the positions dense, with nothing lost', async () => {
    const s = await withCard();
    const list = await addChecklist(s);
    const items = await addItems(s, list.id, ['A', 'B', 'C', 'D', 'E', 'F']);
    const member = await addMember(ctx, s.workspace.id, 'member');
    const answers = await Promise.all([
      ...items.map((item, index) =>
        as(ctx, index % 2 ? member : s.owner)('PATCH', `/v1/checklist-items/${item.id}`, {
          position: (index * 7) % items.length,
        }),
      ),
      as(ctx, member)('POST', `/v1/checklists/${list.id}/items`, { text: 'G' }),
      as(ctx, s.owner)('POST', `/v1/checklists/${list.id}/items`, { text: 'H' }),
    ]);
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    const [after] = await checklistsOf(s);
    expect([...texts(after!)].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expectDense([after!]);
    expect(await badge(s)).toEqual({ done: 0, total: 8 });
  });
});
