import type { ImportReport } from '@quadro/contracts';

/** `count` with its noun, singular for 1 (pt-BR says '0 listas'): 10000 → '10.000 cartões'. */
const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

/** What the import would bring, one line per kind of thing, as the preview lists it. */
export function reportCounts(report: ImportReport): string[] {
  const archived =
    report.archivedCards > 0
      ? ` (${counted(report.archivedCards, 'arquivado', 'arquivados')})`
      : '';
  const items = report.checklists > 0 ? ` com ${counted(report.checkItems, 'item', 'itens')}` : '';
  return [
    counted(report.lists, 'lista', 'listas'),
    counted(report.cards, 'cartão', 'cartões') + archived,
    counted(report.labels, 'etiqueta', 'etiquetas'),
    counted(report.checklists, 'checklist', 'checklists') + items,
    counted(report.comments, 'comentário', 'comentários'),
    counted(report.attachments, 'anexo como link', 'anexos como links'),
  ];
}

/** The heading over the board's Trello members: an export carries no e-mail to invite them by. */
export const peopleHeading = (count: number) =>
  count === 1
    ? 'Pessoa do quadro no Trello — convide-a pelo e-mail'
    : 'Pessoas do quadro no Trello — convide-as pelo e-mail';
