/**
 * What a person is told of (design §12): three reminders of a due date, an assignment, a comment
 * on a card they are assigned to or follow, and a mention. Read without zod by the web's bell.
 */
export const NOTIFICATION_KINDS = [
  'due_soon',
  'due_in_hour',
  'overdue',
  'assigned',
  'comment',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The reminders of a due date, in the order they fire. */
export const REMINDER_KINDS = ['due_soon', 'due_in_hour', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a person turns on or off, in the app and by e-mail. */
export const IN_APP_CATEGORIES = ['dueReminders', 'assigned', 'comments', 'mentions'] as const;
export type InAppCategory = (typeof IN_APP_CATEGORIES)[number];
export const EMAIL_CATEGORIES = [...IN_APP_CATEGORIES, 'digest'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const CATEGORY_OF: Record<NotificationKind, InAppCategory> = {
  due_soon: 'dueReminders',
  due_in_hour: 'dueReminders',
  overdue: 'dueReminders',
  assigned: 'assigned',
  comment: 'comments',
  mention: 'mentions',
};

export const CATEGORY_LABELS: Record<EmailCategory, string> = {
  dueReminders: 'Lembretes de prazo',
  assigned: 'Cartões atribuídos a você',
  comments: 'Comentários em cartões seus ou que você segue',
  mentions: 'Menções a você',
  digest: 'Resumo diário às 08:00',
};

/**
 * What a notification says after its actor's name (or alone, for a reminder); about a checklist
 * item of the card when `itemText` is given.
 */
export function notificationSentence(
  kind: NotificationKind,
  cardTitle: string,
  itemText?: string | null,
): string {
  const subject =
    itemText == null ? `o cartão "${cardTitle}"` : `o item "${itemText}" do cartão "${cardTitle}"`;
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  switch (kind) {
    case 'due_soon':
      return `${Subject} vence em 1 dia útil`;
    case 'due_in_hour':
      return `${Subject} vence em 1 hora`;
    case 'overdue':
      return `${Subject} está atrasado`;
    case 'assigned':
      return `atribuiu a você ${subject}`;
    case 'comment':
      return `comentou no cartão "${cardTitle}"`;
    case 'mention':
      return `mencionou você no cartão "${cardTitle}"`;
  }
}

/** Whether a kind is about the card's date (no actor) rather than something someone did. */
export const isReminder = (kind: NotificationKind): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);
