import {
  BOARD_EXPORT_FORMAT,
  boardExportSchema,
  MAX_BOARD_NAME,
  MAX_CARD_DESCRIPTION,
  MAX_CARD_TITLE,
  MAX_CARDS_PER_BOARD,
  MAX_CHECKLIST_ITEM_TEXT,
  MAX_CHECKLIST_TITLE,
  MAX_COMMENT_LENGTH,
  MAX_LABEL_NAME,
  MAX_LABELS_PER_BOARD,
  MAX_LIST_NAME,
  MAX_LISTS_PER_BOARD,
  type BoardExport,
} from '@quadro/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { reportOf, type PlannedCard, type PlannedImport } from './board-plan.js';
import { commentHeading, describeProblem, HEX_COLOR } from './import-reading.js';
import { ImportNotes, pt } from './import-notes.js';

const invalid = (message: string) => new AppError('IMPORT_INVALID', message);

/** A board exported by Quadro (docs/export-format.md), read and checked, or a 400 naming why not. */
export function readQuadroExport(body: unknown): BoardExport {
  if ((body as { format?: unknown } | null)?.format !== BOARD_EXPORT_FORMAT)
    throw invalid('O arquivo não é a exportação em JSON de um quadro do Quadro.');
  const parsed = boardExportSchema.safeParse(body);
  if (!parsed.success) throw invalid(describeProblem('Exportação do Quadro', parsed.error));
  const { lists } = parsed.data;
  const cards = lists.reduce((sum, list) => sum + list.cards.length, 0);
  if (lists.length > MAX_LISTS_PER_BOARD)
    throw invalid(
      `O quadro tem ${pt(lists.length)} listas; o limite do Quadro é ${pt(MAX_LISTS_PER_BOARD)} por quadro.`,
    );
  if (cards > MAX_CARDS_PER_BOARD)
    throw invalid(
      `O quadro tem ${pt(cards)} cartões; o limite do Quadro é ${pt(MAX_CARDS_PER_BOARD)} por quadro.`,
    );
  return parsed.data;
}

/**
 * What importing a Quadro export writes: the same board, as a new one of this workspace. People
 * who are members here keep their cards, items and comments; anyone else's comments come from
 * the importer with a heading naming them, and their cards and items lose the assignee.
 */
export function planQuadroImport(
  exported: BoardExport,
  members: ReadonlySet<string>,
  timeZone: string,
): PlannedImport {
  const notes = new ImportNotes();
  const heading = commentHeading(timeZone);
  const strangers = new Map<string, { fullName: string; username: string }>();
  const member = (person: { id: string; name: string; email: string } | null) => {
    if (!person) return null;
    if (members.has(person.id)) return person.id;
    strangers.set(person.id, { fullName: person.name, username: person.email });
    return null;
  };
  let unassigned = 0;
  const assigneeOf = (person: { id: string; name: string; email: string } | null) => {
    const id = member(person);
    if (person && !id) unassigned += 1;
    return id;
  };
  const labels = exported.labels.slice(0, MAX_LABELS_PER_BOARD).map((label) => ({
    key: label.id,
    name: notes.fit('labelName', label.name, MAX_LABEL_NAME),
    color: label.color,
  }));
  const labelKeys = new Set(labels.map((label) => label.key));
  const cards = exported.lists.flatMap((list) =>
    list.cards.map((card): PlannedCard => {
      const title = notes.fit('cardTitle', card.title.trim() || 'Sem título', MAX_CARD_TITLE);
      return {
        listKey: list.id,
        title,
        description: notes.fit('description', card.description, MAX_CARD_DESCRIPTION, title),
        dueDate: card.dueDate ? new Date(card.dueDate) : null,
        dueComplete: card.dueComplete,
        archived: card.archivedAt !== null,
        labelKeys: card.labelIds.filter((id) => labelKeys.has(id)),
        assigneeId: assigneeOf(card.assignee),
        checklists: card.checklists.map((checklist) => ({
          title: notes.fit('checklistTitle', checklist.title, MAX_CHECKLIST_TITLE),
          items: checklist.items.map((item) => ({
            text: notes.fit('itemText', item.text, MAX_CHECKLIST_ITEM_TEXT),
            done: item.done,
            assigneeId: assigneeOf(item.assignee),
            dueDate: item.dueDate ? new Date(item.dueDate) : null,
          })),
        })),
        comments: card.comments.map((comment) => {
          const createdAt = new Date(comment.createdAt);
          const authorId = member(comment.author);
          const content = authorId
            ? comment.content
            : `${heading(comment.author?.name ?? 'Usuário removido', createdAt)}\n\n${comment.content}`;
          return {
            content: notes.fit('comment', content, MAX_COMMENT_LENGTH),
            createdAt,
            ...(authorId ? { userId: authorId } : {}),
          };
        }),
      };
    }),
  );
  notes.count(unassigned, (n) =>
    n === 1
      ? '1 responsável não é membro deste workspace: o cartão ou item ficou sem responsável.'
      : `${pt(n)} responsáveis não são membros deste workspace: seus cartões e itens ficaram sem responsável.`,
  );
  if (exported.labels.length > MAX_LABELS_PER_BOARD)
    notes.add(
      `O quadro tem ${pt(exported.labels.length)} etiquetas; só as ${pt(MAX_LABELS_PER_BOARD)} primeiras foram importadas.`,
    );
  const name = notes.fit(
    'boardName',
    exported.board.name.trim() || 'Quadro importado',
    MAX_BOARD_NAME,
  );
  const lists = exported.lists.map((list) => ({
    key: list.id,
    name: notes.fit('listName', list.name.trim() || 'Sem nome', MAX_LIST_NAME),
    ...(HEX_COLOR.test(list.color) ? { color: list.color } : {}),
    archived: list.archivedAt !== null,
  }));
  const plan = {
    name,
    color: HEX_COLOR.test(exported.board.color) ? exported.board.color : undefined,
    labels,
    lists,
    cards,
  };
  return {
    plan,
    report: reportOf(plan, {
      commentsMissing: 0,
      attachments: 0,
      members: [...strangers.values()],
      warnings: notes.warnings(),
    }),
  };
}
