import {
  MAX_IMPORT_BYTES,
  type ArchivedItem,
  type Board,
  type ImportReport,
} from '@quadro/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, boards, cards, comments, workspaces } from '../../platform/db/schema/index.js';
import { endTrial } from '../../../test/checkout.js';
import {
  addMember,
  as,
  createWorkspaceFixture,
  expectDenseOrder,
  loadBoard,
  type WorkspaceFixture,
} from '../../../test/factories.js';
import {
  createTestApp,
  registerUser,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { bigTrelloBoard, trelloFixture } from '../../../test/trello-exports.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const trelloUrl = (workspaceId: string, dryRun?: boolean) =>
  `/v1/workspaces/${workspaceId}/imports/trello${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`;

async function importBoard(f: WorkspaceFixture, body: unknown, user: RegisteredUser = f.owner) {
  const response = await as(ctx, user)('POST', trelloUrl(f.workspace.id), body);
  if (response.statusCode !== 201)
    throw new Error(`import: ${response.statusCode} ${response.body}`);
  const { board, report } = response.json<{ board: { id: string }; report: ImportReport }>();
  return { board: await loadBoard(ctx, f.owner, board.id), report };
}

const boardsOf = async (workspaceId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(boards)
      .where(eq(boards.workspaceId, workspaceId))
  )[0]!.n;

const cardsNamed = (board: Board) =>
  board.lists.map((list) => [list.name, list.cards.map((card) => card.title)]);

describe('POST /v1/workspaces/:id/imports/trello', () => {
  it('previews the report without writing anything', async () => {
    const f = await createWorkspaceFixture(ctx);
    const response = await as(ctx, f.owner)(
      'POST',
      trelloUrl(f.workspace.id, true),
      trelloFixture('small-board'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ report: ImportReport }>().report).toMatchObject({
      boardName: 'Lançamento do site',
      lists: 4,
      cards: 6,
      archivedCards: 1,
      comments: 3,
      members: [{ fullName: 'Ana Souza' }, { fullName: 'Bruno Lima' }],
    });
    expect(response.json()).not.toHaveProperty('board');
    expect(await boardsOf(f.workspace.id)).toBe(1);
  });

  it('imports the board whole: lists and cards in Trello’s order, archived things archived', async () => {
    const f = await createWorkspaceFixture(ctx);
    const { board, report } = await importBoard(f, trelloFixture('small-board'));
    expect(report.cards).toBe(6);
    expect(board).toMatchObject({
      name: 'Lançamento do site',
      color: '#0079bf',
      workspaceId: f.workspace.id,
    });
    expect(cardsNamed(board)).toEqual([
      ['A fazer', ['Contratar hospedagem', 'Escrever textos da home']],
      ['Fazendo', ['Layout da página de preços']],
      ['Feito', ['Registrar domínio']],
    ]);
    expectDenseOrder(board);
    const archived = async (type: 'card' | 'list') =>
      (await as(ctx, f.owner)('GET', `/v1/boards/${board.id}/archived?type=${type}`))
        .json<{ items: ArchivedItem[] }>()
        .items.map((item) => [item.title, item.archivedBy]);
    expect(await archived('list')).toEqual([['Ideias antigas', f.owner.name]]);
    expect(await archived('card')).toEqual([['Logo antigo', f.owner.name]]);
    const listed = await as(ctx, f.owner)('GET', `/v1/boards/workspace/${f.workspace.id}`);
    expect(listed.json<{ boards: { id: string }[] }>().boards.map((b) => b.id)).toContain(board.id);
  });

  it('brings labels, due dates, checklists, attachments and comments onto the cards', async () => {
    const f = await createWorkspaceFixture(ctx);
    const { board } = await importBoard(f, trelloFixture('small-board'));
    expect(board.labels.map(({ name, color }) => [name, color])).toEqual([
      ['Urgente', 'red'],
      ['Design', 'blue'],
      ['', 'green'],
      ['Jurídico', 'black'],
    ]);
    const [hosting, texts] = board.lists[0]!.cards;
    const labelNames = (ids: string[]) =>
      ids.map((id) => board.labels.find((l) => l.id === id)!.name);
    expect(labelNames(hosting!.labelIds)).toEqual(['Urgente', 'Jurídico']);
    expect(labelNames(texts!.labelIds)).toEqual(['Design']);
    expect(hosting).toMatchObject({
      dueDate: '2024-06-03T15:00:00.000Z',
      dueComplete: false,
      checklist: { done: 1, total: 3 },
    });
    expect(board.lists[1]!.cards[0]).toMatchObject({ dueComplete: true });

    const detail = await as(ctx, f.owner)('GET', `/v1/cards/${hosting!.id}`);
    const card = detail.json<{ card: { description: string } }>().card;
    expect(card.description).toContain('**Anexos do Trello**');
    expect(card.description).toContain('[proposta-hospedagem.pdf]');
    const lists = await as(ctx, f.owner)('GET', `/v1/cards/${hosting!.id}/checklists`);
    const { checklists } = lists.json<{
      checklists: { title: string; items: { text: string; done: boolean }[] }[];
    }>();
    expect(checklists.map((list) => [list.title, list.items.map((i) => [i.text, i.done])])).toEqual(
      [
        [
          'Comparar planos',
          [
            ['Preço anual', true],
            ['Backup diário', false],
            ['Suporte em português', false],
          ],
        ],
      ],
    );
    const thread = await as(ctx, f.owner)('GET', `/v1/comments/card/${hosting!.id}`);
    const written = thread.json<{
      comments: { content: string; user: { id: string } | null; createdAt: string }[];
    }>().comments;
    expect(
      written
        .map((c) => [c.content.split('\n')[0], c.user?.id, c.createdAt])
        .sort((a, b) => String(a[2]).localeCompare(String(b[2]))),
    ).toEqual([
      [
        'Originalmente por Bruno Lima em 21/05/2024 às 09:00',
        f.owner.id,
        '2024-05-21T12:00:00.000Z',
      ],
      [
        'Originalmente por Ana Souza em 22/05/2024 às 07:15',
        f.owner.id,
        '2024-05-22T10:15:00.000Z',
      ],
    ]);
  });

  it('records one activity entry for the whole import', async () => {
    const f = await createWorkspaceFixture(ctx);
    const { board } = await importBoard(f, trelloFixture('small-board'));
    const rows = await ctx.database.db
      .select({
        action: activities.action,
        entityType: activities.entityType,
        entityId: activities.entityId,
        metadata: activities.metadata,
      })
      .from(activities)
      .where(eq(activities.workspaceId, f.workspace.id));
    const ofImport = rows.filter((row) => row.entityId === board.id || row.action === 'import');
    expect(ofImport).toEqual([
      {
        action: 'import',
        entityType: 'board',
        entityId: board.id,
        metadata: { name: 'Lançamento do site', source: 'Trello' },
      },
    ]);
  });

  it('makes the imported cards findable, accents aside', async () => {
    const f = await createWorkspaceFixture(ctx);
    await importBoard(f, trelloFixture('accents-fractional'));
    const found = await as(ctx, f.owner)(
      'GET',
      `/v1/search?q=iluminacao&workspaceId=${f.workspace.id}`,
    );
    expect(found.json<{ results: { title: string }[] }>().results.map((r) => r.title)).toEqual([
      'Revisar orçamentos de iluminação',
    ]);
  });

  it('imports an older export and a board of fractional positions in order', async () => {
    const f = await createWorkspaceFixture(ctx);
    const old = await importBoard(f, trelloFixture('old-format'));
    expect(cardsNamed(old.board)).toEqual([
      ['Backlog', ['Definir metas']],
      ['Em andamento', ['Orçamento anual']],
    ]);
    expect(
      old.board.lists[0]!.cards[0]!.labelIds.map(
        (id) => old.board.labels.find((l) => l.id === id)!.name,
      ),
    ).toEqual(['Revisar', 'Bloqueado']);
    const fractional = await importBoard(f, trelloFixture('accents-fractional'));
    expect(cardsNamed(fractional.board)).toEqual([
      ['Decisões 🧭', ['Data: 24 de junho']],
      [
        'Próximas ações',
        ['Revisar orçamentos de iluminação', 'Confirmar atrações', 'Ligar para a gráfica'],
      ],
    ]);
    expectDenseOrder(fractional.board);
  });

  it('imports the comments an export of 1,000 actions holds and reports the ones it lost', async () => {
    const f = await createWorkspaceFixture(ctx);
    const body = bigTrelloBoard({
      cards: 200,
      commentActions: 700,
      otherActions: 300,
      badgeComments: 5,
    });
    const { board, report } = await importBoard(f, body);
    expect(report).toMatchObject({ cards: 200, comments: 700, commentsMissing: 300 });
    expect(report.warnings).toContain('300 comentários não estão no arquivo exportado');
    const written = await ctx.database.db
      .select({ n: count() })
      .from(comments)
      .innerJoin(cards, eq(cards.id, comments.cardId))
      .where(eq(cards.boardId, board.id));
    expect(written[0]!.n).toBe(700);
    expect(board.lists.flatMap((list) => list.cards)).toHaveLength(200);
  });

  it('lets an admin import; a member, a reader and outsiders are refused', async () => {
    const f = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, f.workspace.id, 'admin');
    await importBoard(f, trelloFixture('old-format'), admin);
    for (const role of ['member', 'read_only'] as const) {
      const user = await addMember(ctx, f.workspace.id, role);
      const refused = await as(ctx, user)(
        'POST',
        trelloUrl(f.workspace.id, true),
        trelloFixture('old-format'),
      );
      expect(refused.statusCode).toBe(403);
    }
    const stranger = await createWorkspaceFixture(ctx, 'Outra equipe');
    const hidden = await as(ctx, stranger.owner)(
      'POST',
      trelloUrl(f.workspace.id),
      trelloFixture('old-format'),
    );
    expect(hidden.statusCode).toBe(404);
    const anonymous = await as(ctx, null)(
      'POST',
      trelloUrl(f.workspace.id),
      trelloFixture('old-format'),
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await boardsOf(f.workspace.id)).toBe(2);
  });

  it('answers 402 once the owner’s trial is over', async () => {
    const f = await createWorkspaceFixture(ctx);
    await endTrial(ctx, f.owner.id);
    const refused = await as(ctx, f.owner)(
      'POST',
      trelloUrl(f.workspace.id),
      trelloFixture('old-format'),
    );
    expect(refused.statusCode).toBe(402);
    expect(await boardsOf(f.workspace.id)).toBe(1);
  });

  it('refuses a file that is not JSON, or not a Trello board, in pt-BR and writes nothing', async () => {
    const f = await createWorkspaceFixture(ctx);
    const call = (payload: string) =>
      as(ctx, f.owner)('POST', trelloUrl(f.workspace.id), payload, {
        'content-type': 'application/json',
      });
    const notJson = await call('{"name": "Quadro", "lists": [');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      error: 'O arquivo não é um JSON válido.',
    });
    const notTrello = await call(JSON.stringify({ tarefas: ['a', 'b'] }));
    expect(notTrello.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      error: 'O arquivo não é a exportação em JSON de um quadro do Trello.',
    });
    const tooBig = await call(JSON.stringify(bigTrelloBoard({ cards: 20_000, lists: 1 })));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toBe(
      'O quadro tem 20.000 cartões; o limite do Quadro é 10.000 por quadro.',
    );
    const badQuery = await as(ctx, f.owner)(
      'POST',
      `${trelloUrl(f.workspace.id)}?dryRun=talvez`,
      trelloFixture('old-format'),
    );
    expect(badQuery.statusCode).toBe(400);
    expect(await boardsOf(f.workspace.id)).toBe(1);
  });

  it('refuses an upload past 50 MB with 413 before reading it', async () => {
    const f = await createWorkspaceFixture(ctx);
    const response = await as(ctx, f.owner)(
      'POST',
      trelloUrl(f.workspace.id),
      `"${'a'.repeat(MAX_IMPORT_BYTES)}"`,
      {
        'content-type': 'application/json',
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes a NUL byte in the file as text to clean, not a failure', async () => {
    const f = await createWorkspaceFixture(ctx);
    const body = trelloFixture('old-format');
    body.cards[0]!.name = 'Definir\u0000 metas';
    const { board, report } = await importBoard(f, body);
    expect(board.lists[0]!.cards[0]!.title).toBe('Definir metas');
    expect(report.warnings).toContain('Caracteres inválidos removidos de 1 texto.');
  });

  it('answers 404 for a workspace deleted meanwhile', async () => {
    const f = await createWorkspaceFixture(ctx);
    await ctx.database.db.delete(workspaces).where(eq(workspaces.id, f.workspace.id));
    const response = await as(ctx, f.owner)(
      'POST',
      trelloUrl(f.workspace.id),
      trelloFixture('old-format'),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the import’s rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => limited?.close());

  it('takes 30 previews or imports an hour per user, then 429', async () => {
    const owner = await registerUser(limited.app);
    const created = await as(limited, owner)('POST', '/v1/workspaces', {
      name: 'Limite',
      description: '',
    });
    const workspaceId = created.json<{ workspace: { id: string } }>().workspace.id;
    const preview = () =>
      as(limited, owner)('POST', trelloUrl(workspaceId, true), { id: 'x', lists: [], cards: [] });
    for (let i = 0; i < 30; i += 1) expect((await preview()).statusCode).toBe(200);
    const refused = await preview();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
