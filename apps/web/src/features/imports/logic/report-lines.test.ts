import type { ImportReport } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { peopleHeading, reportCounts } from './report-lines';

const report = (counts: Partial<ImportReport>): ImportReport => ({
  boardName: 'Quadro',
  lists: 0,
  cards: 0,
  archivedCards: 0,
  labels: 0,
  checklists: 0,
  checkItems: 0,
  comments: 0,
  commentsMissing: 0,
  attachments: 0,
  members: [],
  warnings: [],
  ...counts,
});

describe('reportCounts', () => {
  it('says one of each in the singular', () => {
    expect(
      reportCounts(
        report({
          lists: 1,
          cards: 1,
          archivedCards: 1,
          labels: 1,
          checklists: 1,
          checkItems: 1,
          comments: 1,
          attachments: 1,
        }),
      ),
    ).toEqual([
      '1 lista',
      '1 cartão (1 arquivado)',
      '1 etiqueta',
      '1 checklist com 1 item',
      '1 comentário',
      '1 anexo como link',
    ]);
  });

  it('says many in the plural with pt-BR thousands, and none without the details', () => {
    expect(
      reportCounts(
        report({ lists: 12, cards: 10_000, labels: 6, checklists: 3, checkItems: 1_200 }),
      ),
    ).toEqual([
      '12 listas',
      '10.000 cartões',
      '6 etiquetas',
      '3 checklists com 1.200 itens',
      '0 comentários',
      '0 anexos como links',
    ]);
  });
});

describe('peopleHeading', () => {
  it('asks to invite one person or several', () => {
    expect(peopleHeading(1)).toBe('Pessoa do quadro no Trello — convide-a pelo e-mail');
    expect(peopleHeading(2)).toBe('Pessoas do quadro no Trello — convide-as pelo e-mail');
  });
});
