import {
  LABEL_COLOR_NAMES,
  LABEL_COLORS,
  regionLabel,
  ROLE_LABELS,
  THEME_IDS,
  type Activity,
  type LabelColor,
  type Role,
  type ThemeId,
} from '@quadro/contracts';
import { formatLocalDate } from '../../../lib/local-dates';
import { formatDayAndTime } from '../../../lib/date-time';
import { getTheme } from '../../../themes/palettes';

const NOUNS: Record<Exclude<Activity['entityType'], 'member' | 'label' | 'checklist'>, string> = {
  card: 'o cartão',
  list: 'a lista',
  board: 'o quadro',
  workspace: 'o workspace',
};

const VERBS: Partial<Record<Activity['action'], string>> = {
  create: 'criou',
  update: 'atualizou',
  delete: 'excluiu',
  move: 'moveu',
  archive: 'arquivou',
  restore: 'restaurou',
};

function roleLabel(role: string | null | undefined): string {
  if (!role) return '?';
  return role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role;
}

function withName(text: string, name: string | null | undefined): string {
  return name ? `${text} ${name}` : text;
}

function memberSentence({ action, metadata }: Activity): string {
  const name = metadata.name ?? '';
  switch (action) {
    case 'invite':
      return withName('convidou', name);
    case 'join':
      return 'entrou no workspace';
    case 'update':
      return `alterou o papel de ${name} de ${roleLabel(metadata.oldRole)} para ${roleLabel(metadata.newRole)}`;
    case 'delete':
      return withName('removeu', name);
    default:
      return withName('alterou os membros', name);
  }
}

const isThemeId = (id: string | null | undefined): id is ThemeId =>
  (THEME_IDS as readonly (string | null | undefined)[]).includes(id);

/** A workspace update names what changed (`metadata.field`); older lines say only 'atualizou'. */
function workspaceUpdateSentence({ metadata }: Activity): string | null {
  if (metadata.field === 'theme' && isThemeId(metadata.theme))
    return `alterou o tema para ${getTheme(metadata.theme).name}`;
  if (metadata.field === 'region' && metadata.region)
    return `alterou a região para ${regionLabel(metadata.region)}`;
  if (
    (metadata.field === 'holiday_added' || metadata.field === 'holiday_removed') &&
    metadata.date
  ) {
    const verb = metadata.field === 'holiday_added' ? 'adicionou' : 'removeu';
    return withName(`${verb} o feriado ${formatLocalDate(metadata.date)}`, metadata.holiday);
  }
  if (metadata.field === 'name') return withName('renomeou o workspace para', metadata.name);
  if (metadata.field === 'description')
    return withName('alterou a descrição do workspace', metadata.name);
  return null;
}

/** A card update that touched its due date says so; the completion first, as it is the news. */
function cardDueSentence({ metadata }: Activity, timeZone: string | undefined): string | null {
  const card = withName('o cartão', metadata.name);
  const ofCard = withName('do cartão', metadata.name);
  if (metadata.dueComplete === true) return `marcou como concluído ${card}`;
  if (metadata.dueComplete === false && metadata.dueDate === undefined)
    return `marcou como não concluído ${card}`;
  if (metadata.dueDate === null) return `removeu a data de entrega ${ofCard}`;
  if (metadata.dueDate)
    return `definiu a data de entrega ${ofCard} para ${formatDayAndTime(metadata.dueDate, timeZone)}`;
  return null;
}

const isLabelColor = (color: string | null | undefined): color is LabelColor =>
  (LABEL_COLORS as readonly (string | null | undefined)[]).includes(color);

/** 'a etiqueta Urgente'; a colour-only label by its colour, 'a etiqueta Verde'. */
function labelSubject({ name, color }: Activity['metadata']): string {
  return withName('a etiqueta', name || (isLabelColor(color) ? LABEL_COLOR_NAMES[color] : null));
}

function labelSentence({ action, metadata }: Activity): string {
  const label = labelSubject(metadata);
  switch (action) {
    case 'add_to_card':
      return withName(`adicionou ${label} ao cartão`, metadata.card);
    case 'remove_from_card':
      return withName(`removeu ${label} do cartão`, metadata.card);
    case 'create':
      return `criou ${label}`;
    case 'delete':
      return `excluiu ${label}`;
    default:
      return `alterou ${label}`;
  }
}

/** A checklist and its items: the checklist named by its title, the item by its text. */
function checklistSentence({ action, metadata }: Activity): string {
  const checklist = metadata.checklist ?? metadata.name;
  const item = withName('o item', metadata.item);
  switch (action) {
    case 'create':
      return withName(`${withName('adicionou a checklist', checklist)} ao cartão`, metadata.card);
    case 'update':
      return withName(
        `${withName('renomeou a checklist para', checklist)} no cartão`,
        metadata.card,
      );
    case 'delete':
      return withName(`${withName('excluiu a checklist', checklist)} do cartão`, metadata.card);
    case 'add_item':
      return withName(`adicionou ${item} à checklist`, checklist);
    case 'update_item':
      return withName(`atualizou ${item} na checklist`, checklist);
    case 'delete_item':
      return withName(`excluiu ${item} da checklist`, checklist);
    case 'complete_item':
      return withName(`concluiu ${item} no cartão`, metadata.card);
    case 'reopen_item':
      return withName(`desmarcou ${item} no cartão`, metadata.card);
    default:
      return withName('alterou a checklist', checklist);
  }
}

/**
 * What the author did, as a pt-BR predicate ('moveu o cartão X de A para B'); dates in
 * `timeZone` (the viewer's by default).
 */
export function activitySentence(activity: Activity, timeZone?: string): string {
  const { action, entityType, metadata } = activity;
  if (entityType === 'member') return memberSentence(activity);
  if (entityType === 'label') return labelSentence(activity);
  if (entityType === 'checklist') return checklistSentence(activity);
  // Only cards take comments.
  if (action === 'comment') return withName('comentou no cartão', metadata.name);
  if (action === 'edit_comment') return withName('editou um comentário no cartão', metadata.name);
  if (action === 'delete_comment')
    return withName('excluiu um comentário do cartão', metadata.name);
  if (action === 'update' && entityType === 'workspace') {
    const sentence = workspaceUpdateSentence(activity);
    if (sentence) return sentence;
  }
  if (action === 'update' && entityType === 'card') {
    const sentence = cardDueSentence(activity, timeZone);
    if (sentence) return sentence;
  }
  if (action === 'import')
    return withName(
      `importou o quadro do ${metadata.source ?? 'Trello'}`,
      metadata.name && `"${metadata.name}"`,
    );
  const subject = withName(NOUNS[entityType], metadata.name);
  if (action === 'move' && entityType === 'card' && metadata.fromList && metadata.toList)
    return `moveu ${subject} de ${metadata.fromList} para ${metadata.toList}`;
  const verb = VERBS[action] ?? 'alterou';
  if ((action === 'create' || action === 'restore') && entityType === 'card' && metadata.listName)
    return `${verb} ${subject} em ${metadata.listName}`;
  if (action === 'archive' && entityType === 'card' && metadata.listName)
    return `${verb} ${subject} de ${metadata.listName}`;
  return `${verb} ${subject}`;
}

/** Who did it: the name, else the e-mail, else a neutral word when the account is gone. */
export function activityAuthor({ userName, userEmail }: Activity): string {
  return userName?.trim() || userEmail || 'Alguém';
}
