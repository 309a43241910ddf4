import { LABEL_COLOR_NAMES, type BoardExport, type LabelColor } from '@quadro/contracts';
import Papa from 'papaparse';
import { formatDateTime } from '../mail/dates.js';

/** Excel in pt-BR reads `;` as the column separator (`,` is the decimal one) and a BOM as UTF-8. */
const DELIMITER = ';';
const BOM = '\uFEFF';

export const CSV_HEADER = [
  'Lista',
  'Título',
  'Descrição',
  'Etiquetas',
  'Responsável',
  'Data de entrega',
  'Concluído',
  'Checklist',
  'Criado em',
  'Atualizado em',
  'Arquivado',
] as const;

/**
 * One row per card (archived ones too, said so), in the board's order. Cells that a spreadsheet
 * would run as a formula (=, +, -, @) are written as text.
 */
export function boardCsv(exported: BoardExport, timeZone: string): string {
  // 'dd/mm/aaaa hh:mm' in the reader's zone: Excel in pt-BR takes it as a date and time.
  const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), timeZone, ' ') : '');
  const labelNames = new Map(
    exported.labels.map((label) => [
      label.id,
      label.name || LABEL_COLOR_NAMES[label.color as LabelColor],
    ]),
  );
  const rows = exported.lists.flatMap((list) =>
    list.cards.map((card) => {
      const items = card.checklists.flatMap((checklist) => checklist.items);
      return [
        list.name,
        card.title,
        card.description,
        card.labelIds.map((id) => labelNames.get(id) ?? '').join(', '),
        card.assignee?.name ?? '',
        at(card.dueDate),
        card.dueComplete ? 'Sim' : 'Não',
        // '3 de 5', never '3/5': a spreadsheet would read that as a date.
        items.length ? `${items.filter((item) => item.done).length} de ${items.length}` : '',
        at(card.createdAt),
        at(card.updatedAt),
        card.archivedAt || list.archivedAt ? 'Sim' : 'Não',
      ];
    }),
  );
  return (
    BOM +
    Papa.unparse(
      { fields: [...CSV_HEADER], data: rows },
      // papaparse's own test misses a formula followed by a line break: any cell starting so.
      { delimiter: DELIMITER, newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ },
    )
  );
}
