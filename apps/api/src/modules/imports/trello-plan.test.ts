import {
  MAX_CARD_DESCRIPTION,
  MAX_CARDS_PER_BOARD,
  MAX_COMMENT_LENGTH,
  MAX_IMPORT_COMMENTS_PER_CARD,
  MAX_LISTS_PER_BOARD,
} from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { bigTrelloBoard, trelloFixture } from '../../../test/trello-exports.js';
import { planTrelloImport, readTrelloExport } from './trello-plan.js';

const SAO_PAULO = 'America/Sao_Paulo';
const plan = (body: unknown, zone = SAO_PAULO) => planTrelloImport(readTrelloExport(body), zone);

/** The 400 a planned export is refused with, as the client reads it. */
function refusal(body: unknown): { code: string; message: string } {
  try {
    plan(body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the export was not refused');
}

describe('planning a Trello export', () => {
  it('orders lists, cards, checklists and items by pos, never by their place in the file', () => {
    const { plan: board } = plan(trelloFixture('small-board'));
    expect(board.lists.map((list) => [list.name, list.archived])).toEqual([
      ['A fazer', false],
      ['Fazendo', false],
      ['Feito', false],
      ['Ideias antigas', true],
    ]);
    expect(board.cards.map((card) => card.title)).toEqual([
      'Contratar hospedagem',
      'Escrever textos da home',
      'Layout da página de preços',
      'Registrar domínio',
      'Logo antigo',
      'Blog',
    ]);
    const hosting = board.cards[0]!;
    expect(hosting.checklists).toEqual([
      {
        title: 'Comparar planos',
        items: [
          { text: 'Preço anual', done: true },
          { text: 'Backup diário', done: false },
          { text: 'Suporte em português', done: false },
        ],
      },
    ]);
  });

  it('keeps fractional positions apart and accents intact', () => {
    const { plan: board, report } = plan(trelloFixture('accents-fractional'));
    expect(board.name).toBe('Reunião de orçamento — São João');
    expect(board.lists.map((list) => list.name)).toEqual(['Decisões 🧭', 'Próximas ações']);
    expect(board.cards.map((card) => card.title)).toEqual([
      'Data: 24 de junho',
      'Revisar orçamentos de iluminação',
      'Confirmar atrações',
      'Ligar para a gráfica',
    ]);
    expect(board.cards[1]!.description).toBe('Três orçamentos: ç, ã, é, ü.');
    expect(board.cards[1]!.checklists.map((list) => list.title)).toEqual([
      'Aprovação',
      'Orçamentos',
    ]);
    expect(board.cards[1]!.checklists[1]!.items.map((item) => item.text)).toEqual([
      'Iluminação São Jorge',
      'Empresa Luz & Cia',
    ]);
    expect(board.labels).toEqual([
      { key: '5a1e2d3c4b5a69788f0000a1', name: 'Ação', color: 'orange' },
      { key: '5a1e2d3c4b5a69788f0000a2', name: 'Atenção ⚠️', color: 'pink' },
    ]);
    expect(report.warnings).toEqual([]);
  });

  it('maps Trello’s colours, keeps colour-only labels and says which colourless ones turned black', () => {
    const { plan: board, report } = plan(trelloFixture('small-board'));
    expect(board.labels.map(({ name, color }) => ({ name, color }))).toEqual([
      { name: 'Urgente', color: 'red' },
      { name: 'Design', color: 'blue' },
      { name: '', color: 'green' },
      { name: 'Jurídico', color: 'black' },
    ]);
    expect(board.cards[0]!.labelKeys).toEqual([
      '6650a1b2c3d4e5f6020000a1',
      '6650a1b2c3d4e5f6020000a4',
    ]);
    expect(report.warnings).toContain('1 etiqueta sem cor no Trello ficou preta: "Jurídico".');
    expect(board.color).toBe('#0079bf');
  });

  it('writes comments oldest first, headed by their author and date in the importer’s zone', () => {
    const { plan: board, report } = plan(trelloFixture('small-board'));
    expect(board.cards[0]!.comments).toEqual([
      {
        content:
          'Originalmente por Bruno Lima em 21/05/2024 às 09:00\n\nVale ver se tem **suporte** em português.',
        createdAt: new Date('2024-05-21T12:00:00.000Z'),
      },
      {
        content: 'Originalmente por Ana Souza em 22/05/2024 às 07:15\n\nFechado com o plano anual.',
        createdAt: new Date('2024-05-22T10:15:00.000Z'),
      },
    ]);
    expect(plan(trelloFixture('small-board'), 'UTC').plan.cards[0]!.comments[0]!.content).toMatch(
      /^Originalmente por Bruno Lima em 21\/05\/2024 às 12:00/,
    );
    expect(report).toMatchObject({ comments: 3, commentsMissing: 0 });
  });

  it('links attachments in a section of the description and reports the rest', () => {
    const { plan: board, report } = plan(trelloFixture('small-board'));
    expect(board.cards[0]!.description).toBe(
      '**Anexos do Trello**\n\n- [proposta-hospedagem.pdf](<https://trello.com/1/cards/6650a1b2c3d4e5f6040000c1/attachments/6650a1b2c3d4e5f6070000f1/download/proposta-hospedagem.pdf>)',
    );
    expect(board.cards[0]!.dueDate).toEqual(new Date('2024-06-03T15:00:00.000Z'));
    expect(board.cards[2]!).toMatchObject({ dueComplete: true });
    expect(report).toEqual({
      boardName: 'Lançamento do site',
      lists: 4,
      cards: 6,
      archivedCards: 1,
      labels: 4,
      checklists: 1,
      checkItems: 3,
      comments: 3,
      commentsMissing: 0,
      attachments: 1,
      members: [
        { fullName: 'Ana Souza', username: 'anasouza' },
        { fullName: 'Bruno Lima', username: 'brunolima3' },
      ],
      warnings: ['1 etiqueta sem cor no Trello ficou preta: "Jurídico".'],
    });
  });

  it('reads an older export: labels named by colour in labelNames, cards carrying them whole', () => {
    const { plan: board, report } = plan(trelloFixture('old-format'));
    expect(board.labels.map(({ name, color }) => ({ name, color }))).toEqual([
      { name: 'Concluído', color: 'green' },
      { name: 'Revisar', color: 'yellow' },
      { name: '', color: 'orange' },
      { name: 'Bloqueado', color: 'red' },
      { name: '', color: 'purple' },
      { name: '', color: 'blue' },
    ]);
    expect(board.cards[0]!.labelKeys).toEqual(['color:red', 'color:yellow']);
    expect(board.cards[1]!.labelKeys).toEqual(['color:green']);
    expect(report).toMatchObject({ cards: 2, comments: 1, commentsMissing: 0, warnings: [] });
  });

  it('counts the comments Trello left out of an export of 1,000 actions', () => {
    const body = bigTrelloBoard({
      cards: 50,
      commentActions: 600,
      otherActions: 400,
      badgeComments: 20,
    });
    const { report } = plan(body);
    expect(report).toMatchObject({ comments: 600, commentsMissing: 400 });
    expect(report.warnings).toContain('400 comentários não estão no arquivo exportado');
    const one = bigTrelloBoard({ cards: 1, commentActions: 1, badgeComments: 2 });
    expect(plan(one).report.warnings).toContain('1 comentário não está no arquivo exportado');
  });

  it('removes NUL bytes and cuts texts past our limits, saying so', () => {
    const body = trelloFixture('small-board');
    body.cards[0]!.desc = 'x'.repeat(10 * 1024 * 1024);
    body.cards[3]!.name = 'Registrar\u0000 domínio';
    (body.actions[0]!.data as { text: string }).text = 'y'.repeat(MAX_COMMENT_LENGTH);
    const { plan: board, report } = plan(body);
    expect(
      board.cards.find((c) => c.title === 'Escrever textos da home')!.description,
    ).toHaveLength(MAX_CARD_DESCRIPTION);
    expect(board.cards.map((c) => c.title)).toContain('Registrar domínio');
    expect(board.cards[0]!.comments[1]!.content).toHaveLength(MAX_COMMENT_LENGTH);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        'Cortado o excesso de 1 descrição de cartão com mais de 10.000 caracteres (em "Escrever textos da home").',
        'Cortado o excesso de 1 comentário com mais de 5.000 caracteres.',
        'Caracteres inválidos removidos de 1 texto.',
      ]),
    );
  });

  it('keeps the attachments’ links when a long description is cut', () => {
    const body = trelloFixture('small-board');
    body.cards[1]!.desc = 'z'.repeat(20_000);
    const hosting = plan(body).plan.cards[0]!;
    expect(hosting.description).toHaveLength(MAX_CARD_DESCRIPTION);
    expect(hosting.description).toMatch(
      /\n\n\*\*Anexos do Trello\*\*\n\n- \[proposta-hospedagem\.pdf\]/,
    );
  });

  it('names untitled cards, unknown lists and bad dates in its warnings', () => {
    const body = trelloFixture('small-board');
    body.cards[0]!.name = '   ';
    body.cards[2]!.due = 'amanhã';
    body.cards.push({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', idList: 'sumiu', name: 'Perdido', pos: 1 });
    const { plan: board, report } = plan(body);
    expect(board.cards.map((c) => c.title)).toContain('Sem título');
    expect(board.cards.map((c) => c.title)).not.toContain('Perdido');
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        '1 cartão sem título recebeu o título "Sem título".',
        '1 cartão de uma lista que não está no arquivo foi deixado de fora.',
        '1 data de entrega inválida foi ignorada.',
      ]),
    );
  });

  it('refuses what is not a Trello board, naming the problem', () => {
    expect(refusal({ hello: 'world' })).toEqual({
      code: 'IMPORT_INVALID',
      message: 'O arquivo não é a exportação em JSON de um quadro do Trello.',
    });
    expect(refusal([1, 2, 3]).code).toBe('IMPORT_INVALID');
    expect(refusal(null).code).toBe('IMPORT_INVALID');
    const noList = trelloFixture('small-board');
    delete noList.cards[2]!.idList;
    expect(refusal(noList).message).toBe(
      'Exportação do Trello inválida: o campo cards[2].idList está ausente ou tem um tipo inesperado.',
    );
  });

  it('refuses ids repeated in one collection', () => {
    const body = trelloFixture('small-board');
    body.cards.push({ ...body.cards[0]! });
    expect(refusal(body).message).toBe(
      'Exportação do Trello inválida: o id 6650a1b2c3d4e5f6040000c2 aparece mais de uma vez em cards.',
    );
  });

  it('refuses a board past our caps before planning it', () => {
    expect(refusal(bigTrelloBoard({ cards: 20_000 })).message).toBe(
      `O quadro tem 20.000 cartões; o limite do Quadro é ${MAX_CARDS_PER_BOARD.toLocaleString('pt-BR')} por quadro.`,
    );
    expect(refusal(bigTrelloBoard({ lists: MAX_LISTS_PER_BOARD + 1, cards: 1 })).message).toBe(
      'O quadro tem 501 listas; o limite do Quadro é 500 por quadro.',
    );
  });

  it('keeps a card’s newest 1,000 comments, planning 40,000 of them at once', () => {
    const body = bigTrelloBoard({ cards: 1, commentActions: 40_000, badgeComments: 40_000 });
    const started = performance.now();
    const { plan: board, report } = plan(body);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(board.cards[0]!.comments).toHaveLength(MAX_IMPORT_COMMENTS_PER_CARD);
    expect(board.cards[0]!.comments.at(-1)!.content).toMatch(/Comentário 40000$/);
    expect(report).toMatchObject({ comments: 1_000, commentsMissing: 0 });
    expect(report.warnings).toContain(
      '39.000 comentários mais antigos ficaram de fora: um cartão leva até 1.000.',
    );
    expect(refusal(bigTrelloBoard({ cards: 10, commentActions: 50_001 })).message).toBe(
      'O arquivo tem 50.001 comentários; uma importação leva até 50.000.',
    );
  });

  it('takes dates PostgreSQL cannot store as invalid, not as a failure', () => {
    const body = trelloFixture('small-board');
    body.cards[1]!.due = '0000-01-01T00:00:00Z';
    body.cards[2]!.due = '+010000-01-01T00:00:00Z';
    body.actions[0]!.date = '9999-12-31T23:00:00-14:00';
    const { plan: board, report } = plan(body);
    expect(board.cards.map((card) => card.dueDate)).toEqual([null, null, null, null, null, null]);
    expect(report.warnings).toContain('2 datas de entrega inválidas foram ignoradas.');
    expect(board.cards[0]!.comments.map((c) => c.createdAt.getUTCFullYear())).not.toContain(10000);
  });
});
