import {
  BOARD_EXPORT_FORMAT,
  boardExportSchema,
  MAX_BOARD_NAME,
  MAX_CARD_DESCRIPTION,
  MAX_CARD_TITLE,
  MAX_CHECKLIST_ITEM_TEXT,
  MAX_CHECKLIST_ITEMS_PER_CARD,
  MAX_CHECKLISTS_PER_CARD,
  MAX_CHECKLIST_TITLE,
  MAX_COMMENT_LENGTH,
  MAX_IMPORT_COMMENTS_PER_CARD,
  MAX_LABEL_NAME,
  MAX_LABELS_PER_BOARD,
  MAX_LIST_NAME,
  type BoardExport,
} from '@quadro/contracts';
import { reportOf, type PlannedCard, type PlannedImport } from './board-plan.js';
import {
  commentHeading,
  describeProblem,
  HEX_COLOR,
  invalid,
  refuseOverCaps,
  refuseRepeatedIds,
  storableDate,
} from './import-reading.js';
import { ImportNotes, pt } from './import-notes.js';

/** A card's checklists within our caps per card (20 checklists, 200 items); `cut` when not. */
function withinCaps<T extends { items: unknown[] }>(checklists: T[], cut: () => void): T[] {
  let room = MAX_CHECKLIST_ITEMS_PER_CARD;
  const kept = checklists.slice(0, MAX_CHECKLISTS_PER_CARD).map((checklist) => {
    const items = checklist.items.slice(0, room);
    room -= items.length;
    return { ...checklist, items };
  });
  const items = checklists.reduce((sum, checklist) => sum + checklist.items.length, 0);
  if (checklists.length > MAX_CHECKLISTS_PER_CARD || items > MAX_CHECKLIST_ITEMS_PER_CARD) cut();
  return kept;
}

/** A board exported by Quadro (docs/export-format.md), read and checked, or a 400 naming why not. */
export function readQuadroExport(body: unknown): BoardExport {
  if ((body as { format?: unknown } | null)?.format !== BOARD_EXPORT_FORMAT)
    throw invalid('O arquivo não é a exportação em JSON de um quadro do Quadro.');
  const parsed = boardExportSchema.safeParse(body);
  if (!parsed.success) throw invalid(describeProblem('Exportação do Quadro', parsed.error));
  const { lists, labels } = parsed.data;
  const cards = lists.flatMap((list) => list.cards);
  refuseOverCaps({
    lists: lists.length,
    cards: cards.length,
    comments: cards.reduce((sum, card) => sum + card.comments.length, 0),
  });
  refuseRepeatedIds('Exportação do Quadro', {
    lists,
    labels,
    cards,
    checklists: cards.flatMap((card) => card.checklists),
  });
  return parsed.data;
}

/**
 * What importing a Quadro export writes: the same board, as a new one of this workspace. Members
 * here stay the assignees of their cards and items (the writer checks them again under the
 * workspace's lock); others are dropped and counted. The importer's own comments stay theirs;
 * anyone else's come from the importer with a heading naming the author, so no one can sign a
 * comment with a colleague's name by editing a file.
 */
export function planQuadroImport(
  exported: BoardExport,
  context: { members: ReadonlySet<string>; importerId: string; timeZone: string },
): PlannedImport {
  const { members, importerId, timeZone } = context;
  const notes = new ImportNotes();
  const now = new Date();
  let invalidDates = 0;
  const dateOf = (value: string | null) => {
    const date = storableDate(value);
    if (value && !date) invalidDates += 1;
    return date;
  };
  let overCap = 0;
  let dropped = 0;
  const heading = commentHeading(timeZone);
  const strangers = new Map<string, { fullName: string; username: string }>();
  const member = (person: { id: string; name: string; email: string | null } | null) => {
    if (!person) return null;
    if (members.has(person.id)) return person.id;
    strangers.set(person.id, { fullName: person.name, username: person.email ?? '' });
    return null;
  };
  let unassigned = 0;
  const assigneeOf = (person: { id: string; name: string; email: string | null } | null) => {
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
      dropped += Math.max(0, card.comments.length - MAX_IMPORT_COMMENTS_PER_CARD);
      return {
        listKey: list.id,
        title,
        description: notes.fit('description', card.description, MAX_CARD_DESCRIPTION, title),
        dueDate: dateOf(card.dueDate),
        dueComplete: card.dueComplete,
        archived: card.archivedAt !== null,
        labelKeys: [...new Set(card.labelIds)].filter((id) => labelKeys.has(id)),
        assigneeId: assigneeOf(card.assignee),
        checklists: withinCaps(card.checklists, () => (overCap += 1)).map((checklist) => ({
          title: notes.fit('checklistTitle', checklist.title, MAX_CHECKLIST_TITLE),
          items: checklist.items.map((item) => ({
            text: notes.fit('itemText', item.text, MAX_CHECKLIST_ITEM_TEXT),
            done: item.done,
            assigneeId: assigneeOf(item.assignee),
            dueDate: dateOf(item.dueDate),
          })),
        })),
        comments: card.comments.slice(-MAX_IMPORT_COMMENTS_PER_CARD).map((comment) => {
          const createdAt = dateOf(comment.createdAt) ?? now;
          const own = comment.author?.id === importerId;
          if (!own) member(comment.author);
          const content = own
            ? comment.content
            : `${heading(comment.author?.name ?? 'Usuário removido', createdAt)}\n\n${comment.content}`;
          return {
            content: notes.fit('comment', content, MAX_COMMENT_LENGTH),
            createdAt,
            ...(own ? { userId: importerId } : {}),
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
  notes.count(invalidDates, (n) =>
    n === 1 ? '1 data inválida foi ignorada.' : `${pt(n)} datas inválidas foram ignoradas.`,
  );
  notes.count(
    overCap,
    (n) =>
      `${pt(n)} ${n === 1 ? 'cartão tinha' : 'cartões tinham'} mais de ${MAX_CHECKLISTS_PER_CARD} checklists ou ${MAX_CHECKLIST_ITEMS_PER_CARD} itens; o excesso foi deixado de fora.`,
  );
  notes.count(
    dropped,
    (n) =>
      `${pt(n)} ${n === 1 ? 'comentário mais antigo ficou' : 'comentários mais antigos ficaram'} de fora: um cartão leva até ${pt(MAX_IMPORT_COMMENTS_PER_CARD)}.`,
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
