import {
  LABEL_COLORS,
  MAX_BOARD_NAME,
  MAX_CARD_DESCRIPTION,
  MAX_CARD_TITLE,
  MAX_CHECKLIST_ITEM_TEXT,
  MAX_CHECKLIST_ITEMS_PER_CARD,
  MAX_CHECKLIST_TITLE,
  MAX_CHECKLISTS_PER_CARD,
  MAX_COMMENT_LENGTH,
  MAX_IMPORT_COMMENTS_PER_CARD,
  MAX_LABEL_NAME,
  MAX_LABELS_PER_BOARD,
  MAX_LIST_NAME,
  type LabelColor,
} from '@quadro/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { reportOf, type BoardPlan, type PlannedCard, type PlannedImport } from './board-plan.js';
import {
  commentHeading,
  describeProblem,
  HEX_COLOR,
  invalid,
  refuseOverCaps,
  refuseRepeatedIds,
  storableDate,
} from './import-reading.js';
import { ImportNotes, pt, quoted } from './import-notes.js';
import { trelloBoardSchema, type TrelloBoard, type TrelloCard } from './trello-export.js';

const DEFAULT_NAME = 'Quadro do Trello';
const UNTITLED_CARD = 'Sem título';
const UNNAMED_LIST = 'Sem nome';

/**
 * The export read and checked: a 400 (`IMPORT_INVALID`) naming where it is not what Trello writes,
 * or where it cannot be imported at all (repeated ids, past our caps).
 */
export function readTrelloExport(body: unknown): TrelloBoard {
  const looksLikeBoard =
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { lists?: unknown }).lists) &&
    Array.isArray((body as { cards?: unknown }).cards);
  if (!looksLikeBoard) throw new AppError('IMPORT_INVALID');
  const parsed = trelloBoardSchema.safeParse(body);
  if (!parsed.success) throw invalid(describeProblem('Exportação do Trello', parsed.error));
  const board = parsed.data;
  refuseRepeatedIds('Exportação do Trello', {
    lists: board.lists,
    cards: board.cards,
    labels: board.labels ?? [],
    checklists: board.checklists.filter((checklist) => checklist !== null),
  });
  refuseOverCaps({
    lists: board.lists.length,
    cards: board.cards.length,
    comments: commentActions(board).length,
  });
  return parsed.data;
}

/** Sorted by Trello's `pos`, its array order breaking ties only. */
function byPos<T extends { pos: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.pos - b.item.pos || a.index - b.index)
    .map(({ item }) => item);
}

/** Trello's colours are ours by name; its `_light` and `_dark` shades become the colour. */
function colourOf(trello: string | null | undefined): LabelColor | null {
  const base = trello?.replace(/_(light|dark)$/, '');
  return (LABEL_COLORS as readonly string[]).includes(base ?? '') ? (base as LabelColor) : null;
}

/**
 * The board's labels, keyed by Trello id; an older export's `labelNames` (one per colour) keyed by
 * colour. Labels past our cap are left out, with the cards' use of them.
 */
function planLabels(board: TrelloBoard, notes: ImportNotes): BoardPlan['labels'] {
  const source =
    board.labels ??
    Object.entries(board.labelNames ?? {})
      .filter(([color]) => colourOf(color) === color)
      .map(([color, name]) => ({ id: `color:${color}`, name, color }));
  const colourless: string[] = [];
  const labels = source.map((label) => {
    const color = colourOf(label.color);
    const name = notes.fit('labelName', label.name.trim(), MAX_LABEL_NAME);
    if (!color) colourless.push(name || '(sem nome)');
    return { key: label.id, name, color: color ?? 'black' };
  });
  notes.count(colourless.length, (n) =>
    n === 1
      ? `1 etiqueta sem cor no Trello ficou preta: ${quoted(colourless)}.`
      : `${pt(n)} etiquetas sem cor no Trello ficaram pretas: ${quoted(colourless.slice(0, 3))}${n > 3 ? '…' : ''}.`,
  );
  if (labels.length > MAX_LABELS_PER_BOARD)
    notes.add(
      `O quadro tem ${pt(labels.length)} etiquetas; só as ${pt(MAX_LABELS_PER_BOARD)} primeiras foram importadas.`,
    );
  return labels.slice(0, MAX_LABELS_PER_BOARD);
}

/** A card's labels as keys of the planned ones: by id, or by colour in older exports. */
function labelKeysOf(card: TrelloCard, known: Set<string>): string[] {
  const keys =
    card.idLabels ??
    card.labels.flatMap((label) =>
      label?.id ? [label.id] : label?.color ? [`color:${colourOf(label.color)}`] : [],
    );
  return [...new Set(keys)].filter((key) => known.has(key));
}

const escapeLinkText = (name: string) => name.replace(/([\\[\]])/g, '\\$1');

/** Trello's attachments as links under 'Anexos do Trello' (the files themselves stay there). */
function attachmentSection(card: TrelloCard): string {
  const links = card.attachments.flatMap((attachment) => {
    if (!attachment?.url) return [];
    const name = attachment.name.trim() || attachment.url;
    return /^https?:\/\//i.test(attachment.url)
      ? [`- [${escapeLinkText(name)}](<${attachment.url.replace(/[<>\s]/g, encodeURIComponent)}>)`]
      : [`- ${name}: ${attachment.url}`];
  });
  return links.length ? `**Anexos do Trello**\n\n${links.join('\n')}` : '';
}

function descriptionOf(card: TrelloCard, title: string, notes: ImportNotes): string {
  const section = notes.fit('description', attachmentSection(card), MAX_CARD_DESCRIPTION, title);
  const room = section ? MAX_CARD_DESCRIPTION - section.length - 2 : MAX_CARD_DESCRIPTION;
  const description = notes.fit('description', card.desc, Math.max(room, 0), title);
  return [description, section].filter(Boolean).join('\n\n');
}

function dueOf(card: TrelloCard, invalidDates: { count: number }): Date | null {
  if (!card.due) return null;
  const due = storableDate(card.due);
  if (!due) invalidDates.count += 1;
  return due;
}

const commentActions = (board: TrelloBoard) =>
  board.actions.flatMap((action) => (action?.type === 'commentCard' ? [action] : []));

/** Each card's comments (its `commentCard` actions), oldest first, its newest ones past our cap. */
function planComments(
  board: TrelloBoard,
  cardIds: Set<string>,
  timeZone: string,
  notes: ImportNotes,
) {
  const heading = commentHeading(timeZone);
  const authors = new Map(board.members.flatMap((m) => (m ? [[m.id, m.fullName] as const] : [])));
  const byCard = new Map<string, PlannedCard['comments']>();
  let present = 0;
  let orphaned = 0;
  // A comment of no readable date sorts last, dated when it is imported.
  const now = new Date();
  const comments = commentActions(board)
    .map((action) => ({ action, at: storableDate(action.date) ?? now }))
    .sort((a, b) => +a.at - +b.at);
  for (const { action, at } of comments) {
    const cardId = action.data.card?.id ?? '';
    const text = action.data.text ?? '';
    if (!cardIds.has(cardId)) {
      orphaned += 1;
      continue;
    }
    present += 1;
    const author =
      action.memberCreator?.fullName.trim() ||
      authors.get(action.idMemberCreator)?.trim() ||
      'alguém';
    const content = notes.fit('comment', `${heading(author, at)}\n\n${text}`, MAX_COMMENT_LENGTH);
    const thread = byCard.get(cardId);
    if (thread) thread.push({ content, createdAt: at });
    else byCard.set(cardId, [{ content, createdAt: at }]);
  }
  let dropped = 0;
  for (const [cardId, thread] of byCard)
    if (thread.length > MAX_IMPORT_COMMENTS_PER_CARD) {
      dropped += thread.length - MAX_IMPORT_COMMENTS_PER_CARD;
      byCard.set(cardId, thread.slice(-MAX_IMPORT_COMMENTS_PER_CARD));
    }
  notes.count(
    dropped,
    (n) =>
      `${pt(n)} ${n === 1 ? 'comentário mais antigo ficou' : 'comentários mais antigos ficaram'} de fora: um cartão leva até ${pt(MAX_IMPORT_COMMENTS_PER_CARD)}.`,
  );
  notes.count(orphaned, (n) =>
    n === 1
      ? '1 comentário de um cartão que não está no arquivo foi deixado de fora.'
      : `${pt(n)} comentários de cartões que não estão no arquivo foram deixados de fora.`,
  );
  return { byCard, present };
}

/** Each card's checklists and items in Trello's order, within our caps per card. */
function planChecklists(board: TrelloBoard, cardIds: Set<string>, notes: ImportNotes) {
  const byCard = new Map<string, PlannedCard['checklists']>();
  const unreadable = board.checklists.filter((checklist) => checklist === null).length;
  const overCap: string[] = [];
  for (const checklist of byPos(board.checklists.filter((c) => c !== null))) {
    if (!cardIds.has(checklist.idCard)) continue;
    const lists = byCard.get(checklist.idCard) ?? [];
    const used = lists.reduce((sum, list) => sum + list.items.length, 0);
    const items = byPos(checklist.checkItems.filter((item) => item !== null));
    const room = Math.max(0, MAX_CHECKLIST_ITEMS_PER_CARD - used);
    if (lists.length >= MAX_CHECKLISTS_PER_CARD || items.length > room)
      overCap.push(checklist.idCard);
    if (lists.length >= MAX_CHECKLISTS_PER_CARD) continue;
    lists.push({
      title: notes.fit('checklistTitle', checklist.name.trim() || 'Checklist', MAX_CHECKLIST_TITLE),
      items: items.slice(0, room).map((item) => ({
        text: notes.fit('itemText', item.name.trim() || '—', MAX_CHECKLIST_ITEM_TEXT),
        done: item.state === 'complete',
      })),
    });
    byCard.set(checklist.idCard, lists);
  }
  notes.count(unreadable, (n) =>
    n === 1
      ? '1 checklist ilegível foi deixada de fora.'
      : `${pt(n)} checklists ilegíveis foram deixadas de fora.`,
  );
  return { byCard, overCap: new Set(overCap) };
}

/**
 * What importing this (read) Trello export would write, and the report told before writing it.
 * Pure: the same export and zone always plan the same board.
 */
export function planTrelloImport(board: TrelloBoard, timeZone: string): PlannedImport {
  const notes = new ImportNotes();

  const labels = planLabels(board, notes);
  const labelKeys = new Set(labels.map((label) => label.key));
  const lists = byPos(board.lists).map((list) => ({
    key: list.id,
    name: notes.fit('listName', list.name.trim() || UNNAMED_LIST, MAX_LIST_NAME),
    archived: list.closed,
  }));
  const listOrder = new Map(lists.map((list, index) => [list.key, index]));
  const placed = board.cards.filter((card) => listOrder.has(card.idList));
  const cardIds = new Set(placed.map((card) => card.id));
  const comments = planComments(board, cardIds, timeZone, notes);
  const checklists = planChecklists(board, cardIds, notes);
  const invalidDates = { count: 0 };
  let untitled = 0;

  const cards = byPos(placed)
    .map((card, index) => ({ card, index }))
    .sort(
      (a, b) => listOrder.get(a.card.idList)! - listOrder.get(b.card.idList)! || a.index - b.index,
    )
    .map(({ card }): PlannedCard => {
      if (!card.name.trim()) untitled += 1;
      const title = notes.fit(
        'cardTitle',
        card.name.trim() || UNTITLED_CARD,
        MAX_CARD_TITLE,
        card.name,
      );
      return {
        listKey: card.idList,
        title,
        description: descriptionOf(card, title, notes),
        dueDate: dueOf(card, invalidDates),
        dueComplete: card.dueComplete,
        archived: card.closed,
        labelKeys: labelKeysOf(card, labelKeys),
        checklists: checklists.byCard.get(card.id) ?? [],
        comments: comments.byCard.get(card.id) ?? [],
      };
    });

  const commentsMissing = Math.max(
    0,
    placed.reduce((sum, card) => sum + card.badges.comments, 0) - comments.present,
  );
  notes.count(commentsMissing, (n) =>
    n === 1
      ? '1 comentário não está no arquivo exportado'
      : `${pt(n)} comentários não estão no arquivo exportado`,
  );
  notes.count(board.cards.length - placed.length, (n) =>
    n === 1
      ? '1 cartão de uma lista que não está no arquivo foi deixado de fora.'
      : `${pt(n)} cartões de listas que não estão no arquivo foram deixados de fora.`,
  );
  notes.count(
    checklists.overCap.size,
    (n) =>
      `${pt(n)} ${n === 1 ? 'cartão tinha' : 'cartões tinham'} mais de ${MAX_CHECKLISTS_PER_CARD} checklists ou ${MAX_CHECKLIST_ITEMS_PER_CARD} itens; o excesso foi deixado de fora.`,
  );
  notes.count(untitled, (n) =>
    n === 1
      ? `1 cartão sem título recebeu o título "${UNTITLED_CARD}".`
      : `${pt(n)} cartões sem título receberam o título "${UNTITLED_CARD}".`,
  );
  notes.count(invalidDates.count, (n) =>
    n === 1
      ? '1 data de entrega inválida foi ignorada.'
      : `${pt(n)} datas de entrega inválidas foram ignoradas.`,
  );
  if (board.closed) notes.add('O quadro estava arquivado no Trello; aqui ele entra ativo.');

  const name = notes.fit('boardName', board.name.trim() || DEFAULT_NAME, MAX_BOARD_NAME);
  const background = board.prefs?.backgroundColor ?? '';
  const plan: BoardPlan = {
    name,
    color: HEX_COLOR.test(background) ? background.toLowerCase() : undefined,
    labels,
    lists,
    cards,
  };
  return {
    plan,
    report: reportOf(plan, {
      commentsMissing,
      attachments: placed.reduce(
        (sum, card) => sum + card.attachments.filter((a) => a?.url).length,
        0,
      ),
      members: board.members.flatMap((member) =>
        member ? [{ fullName: member.fullName, username: member.username }] : [],
      ),
      warnings: notes.warnings(),
    }),
  };
}
