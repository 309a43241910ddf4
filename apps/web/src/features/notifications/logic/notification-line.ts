import { isReminder, notificationSentence, type Notification } from '@quadro/contracts';

/** Who a notification names when its actor's account is gone. */
export const UNKNOWN_ACTOR = 'Alguém';

/** What one notification says: who did what to which card (or item); a reminder has no one. */
export function notificationLine({ kind, actor, card, item }: Notification): string {
  const sentence = notificationSentence(kind, card.title, item?.text);
  return isReminder(kind) ? sentence : `${actor?.name.trim() || UNKNOWN_ACTOR} ${sentence}`;
}
