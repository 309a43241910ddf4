import {
  CATEGORY_LABELS,
  CATEGORY_OF,
  isReminder,
  notificationSentence,
  type EmailCategory,
  type NotificationKind,
} from '@quadro/contracts';
import type { MailContent } from '../../adapters/mail/transport.js';
import { formatDateTime } from '../mail/dates.js';
import { layout, oneLine } from '../mail/templates.js';

/** Where an e-mail's links lead, and how to stop that kind of e-mail. */
export interface MailLinks {
  cardUrl(card: { id: string; boardId: string }): string;
  /** The app's board page: the person's default board. */
  home(): string;
  /** The page that turns the kind off, and the one-click URL of `List-Unsubscribe`. */
  unsubscribe(userId: string, category: EmailCategory): { page: string; oneClick: string };
}

function withUnsubscribe(
  links: MailLinks,
  userId: string,
  category: EmailCategory,
  content: {
    subject: string;
    title: string;
    paragraphs: string[];
    action: { label: string; url: string };
  },
): MailContent {
  const { page, oneClick } = links.unsubscribe(userId, category);
  const footer = `Você recebe este email por causa da opção "${CATEGORY_LABELS[category]}" das suas notificações.`;
  const stop = 'Não receber mais estes emails';
  return {
    subject: oneLine(content.subject),
    text: `${content.paragraphs.join('\n\n')}\n\n${content.action.label}: ${content.action.url}\n\n${footer}\n${stop}: ${page}\n`,
    html: layout(content.title, content.paragraphs, content.action, footer, {
      label: stop,
      url: page,
    }),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface NotificationMail {
  kind: NotificationKind;
  recipient: { id: string; timeZone: string };
  actorName: string | null;
  card: { id: string; title: string; boardId: string; dueDate: Date | null };
  /** The card's checklist item it is about (its date, its assignee), if any. */
  item?: { text: string; dueDate: Date | null };
  /** A comment's words, for a comment or a mention. */
  excerpt?: string;
}

const EXCERPT_LENGTH = 280;

/** One notification by e-mail: what happened, and a button to the card. */
export function notificationEmail(links: MailLinks, mail: NotificationMail): MailContent {
  const sentence = notificationSentence(mail.kind, mail.card.title, mail.item?.text);
  const dueDate = mail.item ? mail.item.dueDate : mail.card.dueDate;
  const headline = isReminder(mail.kind) ? sentence : `${mail.actorName ?? 'Alguém'} ${sentence}`;
  const paragraphs = [`${headline}.`];
  if (dueDate && (isReminder(mail.kind) || mail.kind === 'assigned'))
    paragraphs.push(`Entrega: ${formatDateTime(dueDate, mail.recipient.timeZone)}.`);
  if (mail.excerpt) {
    const words = mail.excerpt.trim();
    paragraphs.push(
      words.length > EXCERPT_LENGTH ? `“${words.slice(0, EXCERPT_LENGTH - 1)}…”` : `“${words}”`,
    );
  }
  return withUnsubscribe(links, mail.recipient.id, CATEGORY_OF[mail.kind], {
    subject: headline,
    title: isReminder(mail.kind) ? 'Lembrete de prazo' : 'Novidade no Quadro',
    paragraphs,
    action: { label: 'Abrir cartão', url: links.cardUrl(mail.card) },
  });
}

export interface DigestCard {
  id: string;
  title: string;
  boardId: string;
  dueDate: Date;
  /** A checklist item of the card, whose date this is. */
  item?: string;
}

/** 'N cartões com prazo', and the items apart when there are any. */
function digestCount(cards: DigestCard[]): string {
  const items = cards.filter((card) => card.item !== undefined).length;
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const ofCards = plural(cards.length - items, 'cartão', 'cartões');
  if (items === 0) return `${ofCards} com prazo`;
  const ofItems = plural(items, 'item', 'itens');
  return cards.length === items ? `${ofItems} com prazo` : `${ofCards} e ${ofItems} com prazo`;
}

export interface DigestSections {
  overdue: DigestCard[];
  today: DigestCard[];
  soon: DigestCard[];
}

/** The morning digest: what is late, due today and due in the next two business days. */
export function digestEmail(
  links: MailLinks,
  recipient: { id: string; name: string; timeZone: string },
  sections: DigestSections,
): MailContent {
  const line = (card: DigestCard) =>
    `• ${card.item === undefined ? card.title : `${card.item}, do cartão ${card.title}`} (${formatDateTime(card.dueDate, recipient.timeZone)})`;
  const section = (heading: string, cards: DigestCard[]) =>
    cards.length > 0 ? [`${heading}:\n${cards.map(line).join('\n')}`] : [];
  const all = [...sections.overdue, ...sections.today, ...sections.soon];
  const yours = all.some((card) => card.item !== undefined)
    ? 'seus cartões e itens com prazo'
    : 'seus cartões com prazo';
  const paragraphs = [
    `Bom dia, ${recipient.name}! Estes são os ${yours}.`,
    ...section('Atrasados', sections.overdue),
    ...section('Vencem hoje', sections.today),
    ...section('Vencem nos próximos 2 dias úteis', sections.soon),
  ];
  return withUnsubscribe(links, recipient.id, 'digest', {
    subject: `Seu resumo do dia: ${digestCount(all)}`,
    title: 'Seu resumo do dia',
    paragraphs,
    action: { label: 'Abrir o Quadro', url: links.home() },
  });
}
