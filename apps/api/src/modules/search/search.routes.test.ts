import {
  MAX_SEARCH_QUERY,
  MAX_SEARCH_RESULTS,
  SEARCH_PAGE,
  type Checklist,
  type Label,
  type SearchResponse,
  type SearchResult,
} from '@quadro/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, comments, workspaceMembers } from '../../platform/db/schema/index.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createWorkspaceFixture,
  type WorkspaceFixture,
} from '../../../test/factories.js';
import { MAX_SEARCH_TERMS } from './search-terms.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Every scene is a new workspace whose owner is in no other: its seeded welcome card ('Bem-vindo
// ao Quadro', 'Este é o seu primeiro cartão…') is the only other card a search can meet, so the
// words searched here are chosen not to begin any of its words.

type Scene = WorkspaceFixture & { listId: string };

async function scene(name?: string): Promise<Scene> {
  const fixture = await createWorkspaceFixture(ctx, name);
  return { ...fixture, listId: fixture.board.lists[0]!.id };
}

async function addCard(s: Scene, title: string, description = '', listId = s.listId) {
  const response = await as(ctx, s.owner)('POST', '/v1/cards', { listId, title, description });
  expect(response.statusCode).toBe(201);
  return response.json<{ card: { id: string } }>().card.id;
}

async function addComment(s: Scene, cardId: string, content: string) {
  const response = await as(ctx, s.owner)('POST', `/v1/comments/card/${cardId}`, { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ comment: { id: string } }>().comment.id;
}

async function addChecklistItem(s: Scene, cardId: string, text: string) {
  const created = await as(ctx, s.owner)('POST', `/v1/cards/${cardId}/checklists`, {
    title: 'Passos',
  });
  expect(created.statusCode).toBe(201);
  const { checklist } = created.json<{ checklist: Checklist }>();
  const item = await as(ctx, s.owner)('POST', `/v1/checklists/${checklist.id}/items`, { text });
  expect(item.statusCode).toBe(201);
  return item.json<{ item: { id: string } }>().item.id;
}

async function addLabel(s: Scene, cardId: string, name: string) {
  const created = await as(ctx, s.owner)('POST', `/v1/boards/${s.board.id}/labels`, {
    name,
    color: 'red',
  });
  expect(created.statusCode).toBe(201);
  const { label } = created.json<{ label: Label }>();
  const put = await as(ctx, s.owner)('POST', `/v1/cards/${cardId}/labels`, { labelId: label.id });
  expect(put.statusCode).toBe(200);
  return label.id;
}

async function post(user: RegisteredUser, url: string) {
  const response = await as(ctx, user)('POST', url);
  expect(response.statusCode).toBe(200);
}

async function change(
  user: RegisteredUser,
  method: 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) {
  const response = await as(ctx, user)(method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** `count` cards written straight to the board, after the others (search needs no more). */
async function insertCards(
  s: Scene,
  count: number,
  card: (index: number) => { title: string; description?: string },
) {
  const rows = await ctx.database.db
    .insert(cards)
    .values(
      Array.from({ length: count }, (_, index) => ({
        listId: s.listId,
        boardId: s.board.id,
        sortKey: 1_000 + index,
        ...card(index),
      })),
    )
    .returning({ id: cards.id });
  return rows.map((row) => row.id);
}

/** Sets when cards were last changed, oldest first: recency without waiting for the clock. */
async function updatedInOrder(cardIds: string[]) {
  for (const [index, id] of cardIds.entries())
    await ctx.database.db
      .update(cards)
      .set({ updatedAt: new Date(Date.UTC(2025, 0, 1 + index)) })
      .where(eq(cards.id, id));
}

const search = (user: RegisteredUser | null, params: Record<string, string>) =>
  as(ctx, user)('GET', `/v1/search?${new URLSearchParams(params).toString()}`);

async function searchPage(user: RegisteredUser, params: Record<string, string>) {
  const response = await search(user, params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

const find = async (user: RegisteredUser, q: string, params: Record<string, string> = {}) =>
  (await searchPage(user, { q, ...params })).results;

const titlesFor = async (user: RegisteredUser, q: string, params: Record<string, string> = {}) =>
  (await find(user, q, params)).map((result) => result.title);

/** The words a result marks in its snippet. */
const highlighted = ({ snippet, highlights }: SearchResult) =>
  highlights.map(([start, end]) => snippet.slice(start, end));

/** A 16-letter word of its own for each number: 'zqawwwwwwwwwwwww', 'zqbwwwwwwwwwwwww'… */
const distinctWord = (n: number) =>
  `zq${[...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`.padEnd(
    16,
    'w',
  );

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe('GET /v1/search: Portuguese words', () => {
  it('ignores accents both ways', async () => {
    const s = await scene();
    await addCard(s, 'Reunião com fornecedor');
    await addCard(s, 'reuniao sem acento');
    const both = ['reuniao sem acento', 'Reunião com fornecedor'];
    expect((await titlesFor(s.owner, 'reuniao')).sort()).toEqual([...both].sort());
    expect((await titlesFor(s.owner, 'REUNIÃO')).sort()).toEqual([...both].sort());
  });

  it('finds other forms of a word by its Portuguese stem', async () => {
    const s = await scene();
    await addCard(s, 'Orçamento anual');
    await addCard(s, 'Planejamento do trimestre');
    expect(await titlesFor(s.owner, 'orcamentos')).toEqual(['Orçamento anual']);
    // 'planejar', 'planejado' and 'planejamento' all stem to 'planej'.
    expect(await titlesFor(s.owner, 'planejar')).toEqual(['Planejamento do trimestre']);
    expect(await titlesFor(s.owner, 'planejado')).toEqual(['Planejamento do trimestre']);
  });

  it('takes the last word as a prefix while it is being typed', async () => {
    const s = await scene();
    await addCard(s, 'Planejamento do trimestre');
    await addCard(s, 'Reunião com fornecedor');
    expect(await titlesFor(s.owner, 'planej')).toEqual(['Planejamento do trimestre']);
    expect(await titlesFor(s.owner, 'reun')).toEqual(['Reunião com fornecedor']);
    expect(await titlesFor(s.owner, 'trimestre plan')).toEqual(['Planejamento do trimestre']);
    // Only the last word: an unfinished word before it must be a word of the card.
    expect(await titlesFor(s.owner, 'plan trimestre')).toEqual([]);
  });

  it('matches a quoted phrase only with its words adjacent and in order', async () => {
    const s = await scene();
    await addCard(s, 'Reunião de orçamento');
    await addCard(s, 'Orçamento da reunião');
    expect(await titlesFor(s.owner, '"reunião de orçamento"')).toEqual(['Reunião de orçamento']);
    expect(await titlesFor(s.owner, '"reuniao de orcamento')).toEqual(['Reunião de orçamento']);
    expect(await titlesFor(s.owner, '"orçamento reunião"')).toEqual([]);
    // A stop word inside the phrase holds its place: without it the words are not adjacent.
    expect(await titlesFor(s.owner, '"reunião orçamento"')).toEqual([]);
    expect((await titlesFor(s.owner, 'reunião orçamento')).sort()).toEqual([
      'Orçamento da reunião',
      'Reunião de orçamento',
    ]);
  });

  it('requires every word, from the title and the description alike', async () => {
    const s = await scene();
    await addCard(s, 'Reunião de orçamento');
    await addCard(s, 'Reunião semanal');
    await addCard(s, 'Pauta do diretor', 'Trazer o orçamento revisado');
    expect(await titlesFor(s.owner, 'reunião orçamento')).toEqual(['Reunião de orçamento']);
    expect(await titlesFor(s.owner, 'pauta orçamento')).toEqual(['Pauta do diretor']);
    expect(await titlesFor(s.owner, 'reunião inexistente')).toEqual([]);
  });

  it('joins words found in different places of a card (title and comment, title and label)', async () => {
    const s = await scene();
    const card = await addCard(s, 'Retrospectiva da equipe');
    await addComment(s, card, 'Falta fechar o orçamento');
    await addLabel(s, card, 'Urgente');
    expect(await titlesFor(s.owner, 'retrospectiva orçamento')).toEqual([
      'Retrospectiva da equipe',
    ]);
    expect(await titlesFor(s.owner, 'retrospectiva urgente')).toEqual(['Retrospectiva da equipe']);
    expect(await titlesFor(s.owner, 'retrospectiva cronograma')).toEqual([]);
  });

  it('finds a word whose accents arrive decomposed (NFD), as some keyboards send them', async () => {
    const s = await scene();
    await addCard(s, 'Reunião com fornecedor');
    expect(await titlesFor(s.owner, 'reunião'.normalize('NFD'))).toEqual([
      'Reunião com fornecedor',
    ]);
  });

  it('finds a word the parser keeps whole (version, e-mail)', async () => {
    const s = await scene();
    await addCard(s, 'Versão 3.5 lançada', 'Falar com joao@empresa.com');
    expect(await titlesFor(s.owner, 'versão 3.5')).toEqual(['Versão 3.5 lançada']);
    expect(await titlesFor(s.owner, 'joao@empresa.com')).toEqual(['Versão 3.5 lançada']);
  });
});

describe('GET /v1/search: where it looks, and the snippet', () => {
  it('finds a title and shows the start of the description, unmarked', async () => {
    const s = await scene();
    await addCard(s, 'Cronograma geral', 'Texto que não menciona nada.');
    const [result, ...rest] = await find(s.owner, 'cronograma');
    expect(rest).toEqual([]);
    expect(result).toMatchObject({
      type: 'card',
      title: 'Cronograma geral',
      snippet: 'Texto que não menciona nada.',
      highlights: [],
      boardId: s.board.id,
      boardName: s.board.name,
      listName: s.board.lists[0]!.name,
      archived: false,
    });
  });

  it('finds a description and marks the words where they are', async () => {
    const s = await scene();
    const words = Array.from({ length: 40 }, (_, index) => `palavra${index}`);
    words.splice(30, 0, 'orçamentos');
    await addCard(s, 'Fechamento', `🚀 ${words.join(' ')}`);
    const [result] = await find(s.owner, 'orcamento');
    expect(result!.title).toBe('Fechamento');
    // A fragment around the match, not the whole description.
    expect(result!.snippet.length).toBeLessThan(words.join(' ').length);
    expect(highlighted(result!)).toEqual(['orçamentos']);
  });

  it('counts highlights in UTF-16 units past emoji and accents', async () => {
    const s = await scene();
    await addCard(s, 'Fechamento', 'Ação 🚀👋 na revisão do orçamento 🎯 já');
    const [result] = await find(s.owner, 'orçamento revisão');
    expect(result!.snippet).toBe('Ação 🚀👋 na revisão do orçamento 🎯 já');
    expect(highlighted(result!)).toEqual(['revisão', 'orçamento']);
  });

  it('finds a comment and shows the first comment that matches', async () => {
    const s = await scene();
    const card = await addCard(s, 'Fechamento', 'Sem relação');
    await addComment(s, card, 'Nada a ver aqui');
    await addComment(s, card, 'Fornecedor mandou o orçamento ontem');
    await addComment(s, card, 'Outro orçamento chegou');
    const [result, ...rest] = await find(s.owner, 'orçamento');
    expect(rest).toEqual([]);
    expect(result!.snippet).toBe('Fornecedor mandou o orçamento ontem');
    expect(highlighted(result!)).toEqual(['orçamento']);
  });

  it('finds a checklist item', async () => {
    const s = await scene();
    const card = await addCard(s, 'Fechamento');
    await addChecklistItem(s, card, 'Conferir as notas fiscais');
    const [result, ...rest] = await find(s.owner, 'nota');
    expect(rest).toEqual([]);
    expect(result).toMatchObject({ title: 'Fechamento', snippet: 'Conferir as notas fiscais' });
    expect(highlighted(result!)).toEqual(['notas']);
  });

  it("finds a label's name, and no longer once the label is off the card", async () => {
    const s = await scene();
    const card = await addCard(s, 'Fechamento');
    const labelId = await addLabel(s, card, 'Prioritário');
    const [result] = await find(s.owner, 'prioritario');
    expect(result).toMatchObject({ title: 'Fechamento', snippet: 'Prioritário' });
    expect(highlighted(result!)).toEqual(['Prioritário']);

    const off = await as(ctx, s.owner)('DELETE', `/v1/cards/${card}/labels/${labelId}`);
    expect(off.statusCode).toBe(200);
    expect(await find(s.owner, 'prioritario')).toEqual([]);
  });

  it('marks only the words of a quoted phrase, not every word starting with its stop words', async () => {
    const s = await scene();
    await addCard(s, 'Reunião de orçamento', 'O desenvolvimento da decisão de orçamento anual');
    const [result] = await find(s.owner, '"reunião de orçamento"');
    for (const word of highlighted(result!)) expect(['de', 'orçamento']).toContain(word);
  });
});

describe('GET /v1/search: whose cards', () => {
  it("never shows another workspace's cards", async () => {
    const mine = await scene();
    const theirs = await scene();
    await addCard(theirs, 'Cronograma confidencial');
    expect(await titlesFor(mine.owner, 'confidencial')).toEqual([]);
    expect(await titlesFor(theirs.owner, 'confidencial')).toEqual(['Cronograma confidencial']);
  });

  it('searches every workspace of the caller, and workspaceId narrows to one', async () => {
    const first = await scene('Equipe Alfa');
    const second = await scene('Equipe Beta');
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: second.workspace.id, userId: first.owner.id, role: 'member' });
    await addCard(first, 'Cronograma da Alfa');
    await addCard(second, 'Cronograma da Beta');
    expect((await titlesFor(first.owner, 'cronograma')).sort()).toEqual([
      'Cronograma da Alfa',
      'Cronograma da Beta',
    ]);
    const narrowed = await find(first.owner, 'cronograma', { workspaceId: second.workspace.id });
    expect(narrowed).toMatchObject([{ title: 'Cronograma da Beta', boardId: second.board.id }]);
  });

  it('finds nothing in a workspace once the member is removed from it', async () => {
    const s = await scene();
    const member = await addMember(ctx, s.workspace.id, 'read_only');
    await addCard(s, 'Cronograma interno');
    expect(await titlesFor(member, 'cronograma')).toEqual(['Cronograma interno']);

    const removed = await as(ctx, s.owner)(
      'DELETE',
      `/v1/workspaces/${s.workspace.id}/members/${member.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await find(member, 'cronograma')).toEqual([]);
    const named = await search(member, { q: 'cronograma', workspaceId: s.workspace.id });
    expect(named.statusCode).toBe(404);
    expect(named.json()).toEqual({ code: 'NOT_FOUND', error: 'Workspace não encontrado' });
  });

  it('answers 404 for a workspace the caller is not in, or that does not exist', async () => {
    const mine = await scene();
    const theirs = await scene();
    for (const workspaceId of [theirs.workspace.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await search(mine.owner, { q: 'cronograma', workspaceId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Workspace não encontrado');
    }
    const malformed = await search(mine.owner, { q: 'cronograma', workspaceId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Workspace inválido');
  });
});

describe('GET /v1/search: what it finds follows every change', () => {
  it('finds a card by its new title and description, no longer by the old', async () => {
    const s = await scene();
    const id = await addCard(s, 'Cronograma', 'Revisar contrato');
    await change(s.owner, 'PATCH', `/v1/cards/${id}`, {
      title: 'Inventário',
      description: 'Conferir estoque',
    });
    expect(await titlesFor(s.owner, 'cronograma')).toEqual([]);
    expect(await titlesFor(s.owner, 'contrato')).toEqual([]);
    expect(await titlesFor(s.owner, 'inventario')).toEqual(['Inventário']);
    expect(await titlesFor(s.owner, 'estoque')).toEqual(['Inventário']);
  });

  it('follows a comment edited, then deleted', async () => {
    const s = await scene();
    const id = await addCard(s, 'Alfa');
    const commentId = await addComment(s, id, 'Fornecedor atrasou');
    await change(s.owner, 'PATCH', `/v1/comments/${commentId}`, { content: 'Entrega confirmada' });
    expect(await titlesFor(s.owner, 'fornecedor')).toEqual([]);
    expect(await titlesFor(s.owner, 'entrega')).toEqual(['Alfa']);
    await change(s.owner, 'DELETE', `/v1/comments/${commentId}`);
    expect(await titlesFor(s.owner, 'entrega')).toEqual([]);
  });

  it('follows a checklist item renamed, ticked and deleted', async () => {
    const s = await scene();
    const id = await addCard(s, 'Beta');
    const itemId = await addChecklistItem(s, id, 'Reservar auditório');
    await change(s.owner, 'PATCH', `/v1/checklist-items/${itemId}`, { text: 'Imprimir crachás' });
    await change(s.owner, 'PATCH', `/v1/checklist-items/${itemId}`, { done: true });
    expect(await titlesFor(s.owner, 'auditorio')).toEqual([]);
    expect(await titlesFor(s.owner, 'crachas')).toEqual(['Beta']);
    await change(s.owner, 'DELETE', `/v1/checklist-items/${itemId}`);
    expect(await titlesFor(s.owner, 'crachas')).toEqual([]);
  });

  it("follows a label's new name on every card that has it", async () => {
    const s = await scene();
    const first = await addCard(s, 'Gama');
    const labelId = await addLabel(s, first, 'Urgente');
    const second = await addCard(s, 'Delta');
    const put = await as(ctx, s.owner)('POST', `/v1/cards/${second}/labels`, { labelId });
    expect(put.statusCode).toBe(200);
    await change(s.owner, 'PATCH', `/v1/labels/${labelId}`, { name: 'Bloqueado' });
    expect(await titlesFor(s.owner, 'urgente')).toEqual([]);
    expect((await titlesFor(s.owner, 'bloqueado')).sort()).toEqual(['Delta', 'Gama']);
  });

  it('leaves out a card moved into a list that is then archived', async () => {
    const s = await scene();
    const id = await addCard(s, 'Cronograma movido');
    const destination = s.board.lists[1]!.id;
    const moved = await as(ctx, s.owner)('POST', '/v1/cards/move', {
      cardId: id,
      sourceListId: s.listId,
      destinationListId: destination,
      newPosition: 0,
    });
    expect(moved.statusCode).toBe(200);
    await post(s.owner, `/v1/lists/${destination}/archive`);
    expect(await titlesFor(s.owner, 'cronograma')).toEqual([]);
    await post(s.owner, `/v1/lists/${destination}/restore`);
    expect(await titlesFor(s.owner, 'cronograma')).toEqual(['Cronograma movido']);
  });

  it('keeps every comment and the new title of a card that several people change at once', async () => {
    const s = await scene();
    const id = await addCard(s, 'Mutirão');
    const words = ['abacate', 'beterraba', 'cenoura', 'damasco', 'ervilha', 'framboesa'];
    await Promise.all([
      ...words.map((word) => addComment(s, id, `Trazer ${word}`)),
      change(s.owner, 'PATCH', `/v1/cards/${id}`, { title: 'Feira' }),
    ]);
    for (const word of [...words, 'feira'])
      expect(await titlesFor(s.owner, word), word).toEqual(['Feira']);
  });

  it("keeps a card's title and description searchable when its comments pass tsvector's 1 MB", async () => {
    const s = await scene();
    const id = await addCard(s, 'Cronograma extenso');
    // 250 comments of 280 words found nowhere else, each as long as a comment may be: two
    // megabytes of distinct lexemes.
    await ctx.database.db.insert(comments).values(
      Array.from({ length: 250 }, (_, comment) => ({
        cardId: id,
        content: Array.from({ length: 280 }, (_, index) =>
          distinctWord(comment * 280 + index),
        ).join(' '),
      })),
    );
    expect(await titlesFor(s.owner, 'cronograma')).toEqual(['Cronograma extenso']);
    expect(await titlesFor(s.owner, distinctWord(0))).toEqual([]);
  });
});

describe('GET /v1/search: the most recent matches', () => {
  it(`ranks the ${MAX_SEARCH_RESULTS} most recently updated matches, so an older title waits for a narrower search`, async () => {
    const s = await scene();
    const old = await addCard(s, 'Vistoria do galpão');
    await insertCards(s, MAX_SEARCH_RESULTS, (index) => ({
      title: `Tarefa ${index}`,
      description: 'Preparar a vistoria',
    }));
    await updatedInOrder([old]);
    const first = await find(s.owner, 'vistoria');
    expect(first).toHaveLength(SEARCH_PAGE);
    expect(first.map((result) => result.title)).not.toContain('Vistoria do galpão');
    expect(await titlesFor(s.owner, 'vistoria galpao')).toEqual(['Vistoria do galpão']);
    await ctx.database.db
      .update(cards)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(cards.id, old));
    expect((await find(s.owner, 'vistoria'))[0]?.title).toBe('Vistoria do galpão');
  });
});

describe('GET /v1/search: archived cards', () => {
  it('leaves out an archived card unless asked, then marks it archived, and finds it restored', async () => {
    const s = await scene();
    const archived = await addCard(s, 'Cronograma antigo');
    await addCard(s, 'Cronograma atual');
    await post(s.owner, `/v1/cards/${archived}/archive`);
    expect(await titlesFor(s.owner, 'cronograma')).toEqual(['Cronograma atual']);
    const all = await find(s.owner, 'cronograma', { includeArchived: 'true' });
    expect(
      all
        .map(({ title, archived }) => ({ title, archived }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Cronograma antigo', archived: true },
      { title: 'Cronograma atual', archived: false },
    ]);
    expect(await titlesFor(s.owner, 'cronograma', { includeArchived: 'false' })).toEqual([
      'Cronograma atual',
    ]);

    await post(s.owner, `/v1/cards/${archived}/restore`);
    expect((await titlesFor(s.owner, 'cronograma')).sort()).toEqual([
      'Cronograma antigo',
      'Cronograma atual',
    ]);
  });

  it('leaves out the cards of an archived list unless asked', async () => {
    const s = await scene();
    const list = s.board.lists[1]!;
    await addCard(s, 'Cronograma guardado', '', list.id);
    await post(s.owner, `/v1/lists/${list.id}/archive`);
    expect(await find(s.owner, 'cronograma')).toEqual([]);
    expect(await find(s.owner, 'cronograma', { includeArchived: 'true' })).toMatchObject([
      { title: 'Cronograma guardado', listName: list.name, archived: true },
    ]);
  });

  it('leaves out the cards of an archived board unless asked', async () => {
    const s = await scene();
    await addCard(s, 'Cronograma do quadro');
    const other = await as(ctx, s.owner)('POST', `/v1/boards/workspace/${s.workspace.id}`, {
      name: 'Outro quadro',
    });
    expect(other.statusCode).toBe(201);
    await post(s.owner, `/v1/boards/${s.board.id}/archive`);
    expect(await find(s.owner, 'cronograma')).toEqual([]);
    expect(await find(s.owner, 'cronograma', { includeArchived: 'true' })).toMatchObject([
      { title: 'Cronograma do quadro', boardId: s.board.id, archived: true },
    ]);
  });
});

describe('GET /v1/search: ranking', () => {
  it('ranks a title above a description above a comment, however recent', async () => {
    const s = await scene();
    const inTitle = await addCard(s, 'Cronograma geral');
    const inDescription = await addCard(s, 'Alfa', 'Revisar o cronograma');
    const inComment = await addCard(s, 'Beta');
    await addComment(s, inComment, 'O cronograma atrasou');
    await updatedInOrder([inTitle, inDescription, inComment]);
    expect((await find(s.owner, 'cronograma')).map((result) => result.id)).toEqual([
      inTitle,
      inDescription,
      inComment,
    ]);
  });

  it('puts the most recently updated first among equally relevant cards', async () => {
    const s = await scene();
    const alfa = await addCard(s, 'Cronograma alfa');
    const beta = await addCard(s, 'Cronograma beta');
    const gama = await addCard(s, 'Cronograma gama');
    await updatedInOrder([beta, gama, alfa]);
    expect((await find(s.owner, 'cronograma')).map((result) => result.id)).toEqual([
      alfa,
      gama,
      beta,
    ]);
  });
});

describe('GET /v1/search: pages', () => {
  /** `count` cards matching 'remessa'. */
  const manyCards = (s: Scene, count: number) =>
    insertCards(s, count, (index) => ({ title: `Remessa ${index}` }));

  async function allPages(user: RegisteredUser, q: string) {
    const pages: SearchResult[][] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResponse = await searchPage(user, cursor ? { q, cursor } : { q });
      pages.push(page.results);
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length <= MAX_SEARCH_RESULTS / SEARCH_PAGE);
    return pages;
  }

  it(`splits 120 matches into pages of ${SEARCH_PAGE}, none twice, and ends with a null cursor`, async () => {
    const s = await scene();
    const ids = await manyCards(s, 120);
    const pages = await allPages(s.owner, 'remessa');
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const seen = pages.flat().map((result) => result.id);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it(`stops at ${MAX_SEARCH_RESULTS} results`, async () => {
    const s = await scene();
    await manyCards(s, MAX_SEARCH_RESULTS + 20);
    const pages = await allPages(s.owner, 'remessa');
    expect(pages).toHaveLength(MAX_SEARCH_RESULTS / SEARCH_PAGE);
    expect(new Set(pages.flat().map((result) => result.id)).size).toBe(MAX_SEARCH_RESULTS);
  });

  it('answers an empty last page for a cursor past the matches', async () => {
    const s = await scene();
    await addCard(s, 'Remessa única');
    expect(await searchPage(s.owner, { q: 'remessa', cursor: cursorOf('o450') })).toEqual({
      results: [],
      nextCursor: null,
    });
  });
});

describe('GET /v1/search: bad input', () => {
  it('answers 401 without a session', async () => {
    const response = await search(null, { q: 'cronograma' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no q', {}, 'Digite o que buscar'],
    ['an empty q', { q: '' }, 'Digite o que buscar'],
    ['a q of spaces', { q: '   \t ' }, 'Digite o que buscar'],
    [
      `a q of ${MAX_SEARCH_QUERY + 1} characters`,
      { q: 'a'.repeat(MAX_SEARCH_QUERY + 1) },
      `A busca deve ter no máximo ${MAX_SEARCH_QUERY} caracteres`,
    ],
    [
      'a q of 1,000 characters',
      { q: 'reunião '.repeat(125) },
      `A busca deve ter no máximo ${MAX_SEARCH_QUERY} caracteres`,
    ],
    ['a NUL byte', { q: 'reuni\u0000ao' }, 'A busca contém caracteres inválidos'],
    [
      'includeArchived=maybe',
      { q: 'a', includeArchived: 'maybe' },
      'includeArchived deve ser true ou false',
    ],
  ])('refuses %s with 400', async (_, params: Record<string, string>, error) => {
    const s = await scene();
    const response = await search(s.owner, params);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', error });
  });

  it(`takes q of ${MAX_SEARCH_QUERY} characters after trimming, and more words than it uses`, async () => {
    const s = await scene();
    await addCard(s, 'Cronograma geral');
    const many = Array.from({ length: MAX_SEARCH_TERMS + 6 }, () => 'cronograma').join(' ');
    expect(await titlesFor(s.owner, `  ${many}  `)).toEqual(['Cronograma geral']);
    expect(await find(s.owner, 'z'.repeat(MAX_SEARCH_QUERY))).toEqual([]);
  });

  it.each(['&|!:*()<->', '"', "'", '""""', '\\', '\\\\', '!!!???', '\uFFFF', '😀🚀', ':*', '"de"'])(
    'answers no results for %j, which has no word to look for',
    async (q) => {
      const s = await scene();
      expect(await searchPage(s.owner, { q })).toEqual({ results: [], nextCursor: null });
    },
  );

  it('never fails on operators, quotes or SQL in q, and keeps searching afterwards', async () => {
    const s = await scene();
    await addCard(s, 'Cronograma geral');
    const odd = [
      "cronograma'; drop table cards; --",
      "x' or 1=1 --",
      'cronograma:* | !x',
      "cronograma & 'x",
      'cronograma <-> <2> !',
      'cronograma\\',
      '"cronograma',
      'cronograma"',
      '(cronograma',
      'cronograma 😀',
      '😀cronograma',
      '\uFFFFcronograma',
    ];
    for (const q of odd) {
      const response = await search(s.owner, { q });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect(await titlesFor(s.owner, '"cronograma')).toEqual(['Cronograma geral']);
    expect(await titlesFor(s.owner, 'cronograma 😀')).toEqual(['Cronograma geral']);
    expect(await titlesFor(s.owner, 'cronograma')).toEqual(['Cronograma geral']);
  });

  it.each(['q=%FF', 'q=%ED%A0%80', 'q=%', 'q=%E0%A4%A', 'q=a&q=b', 'q[]=a', 'q[a]=b'])(
    'answers the raw query string %s with 200 or a pt-BR 400, never 500',
    async (raw) => {
      const s = await scene();
      const response = await as(ctx, s.owner)('GET', `/v1/search?${raw}`);
      expect([200, 400]).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().error).toEqual(expect.any(String));
    },
  );

  it.each([
    ['random base64', cursorOf('something else')],
    ['a negative offset', cursorOf('o-50')],
    [`the offset ${MAX_SEARCH_RESULTS}`, cursorOf(`o${MAX_SEARCH_RESULTS}`)],
    ['an offset far beyond', cursorOf('o9950')],
    ['an offset between pages', cursorOf('o25')],
    ['a cursor that is not base64', '%%%'],
    ['a cursor of symbols', '***'],
    ['an empty cursor', ''],
    ['a cursor too long', 'A'.repeat(201)],
  ])('refuses %s with 400 Cursor inválido', async (_, cursor) => {
    const s = await scene();
    const response = await search(s.owner, { q: 'cronograma', cursor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', error: 'Cursor inválido' });
  });

  it('takes a lone short word as the start of a word being typed, and drops it after others', async () => {
    const s = await scene();
    await addCard(s, 'Desenvolvimento do aplicativo', 'Definir o escopo da entrega');
    expect(await titlesFor(s.owner, 'de')).toContain('Desenvolvimento do aplicativo');
    expect(await titlesFor(s.owner, 'aplicativo do')).toEqual(['Desenvolvimento do aplicativo']);
    expect(await find(s.owner, 'do da')).toEqual([]);
  });
});
