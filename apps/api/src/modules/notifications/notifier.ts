import {
  addBusinessDays,
  CATEGORY_OF,
  instantAt,
  isBusinessDay,
  localDateIn,
  type InAppCategory,
  REMINDER_KINDS,
  type NotificationKind,
  type ReminderKind,
} from '@quadro/contracts';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { cancelJobs, enqueueJob } from '../../platform/jobs/enqueue.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import { workingCalendar } from '../../domain/calendar/working-calendar.js';
import { holidaysOf } from '../../domain/calendar/public-holidays.js';
import { enqueueMail } from '../mail/mail.service.js';
import { cardReminder } from './jobs/card-reminder.job.js';
import { itemReminder } from './jobs/item-reminder.job.js';
import { digestTick, sendDigest } from './jobs/digest.job.js';
import { mentionedIn } from './mentions.js';
import { digestEmail, notificationEmail, type MailLinks } from './notification-emails.js';
import * as digests from './digest.repository.js';
import type { DueCard } from './digest.repository.js';
import { findFollowerIds } from './followers.repository.js';
import { insertNotifications } from './notifications.repository.js';
import type { PreferenceColumns } from './preferences.repository.js';
import * as people from './recipients.repository.js';
import type { CardSubject, ItemSubject } from './recipients.repository.js';
import { reminderKey, reminderTimes } from './reminder-times.js';

const DAY_MS = 24 * 60 * 60_000;
/** The digest looks this far ahead: two business days after today, holidays between included. */
const DIGEST_HORIZON_MS = 10 * DAY_MS;
/** A morning missed (every instance down at 08:00) is made up until noon, never later. */
const DIGEST_HOURS = { from: 8, until: 12 };

const IN_APP: Record<InAppCategory, keyof PreferenceColumns> = {
  dueReminders: 'inAppDueReminders',
  assigned: 'inAppAssigned',
  comments: 'inAppComments',
  mentions: 'inAppMentions',
};
const BY_EMAIL: Record<InAppCategory, keyof PreferenceColumns> = {
  dueReminders: 'emailDueReminders',
  assigned: 'emailAssigned',
  comments: 'emailComments',
  mentions: 'emailMentions',
};

/** A card's state as a change leaves it (and as it was before). */
export interface CardState {
  assigneeId: string | null;
  dueDate: Date | null;
  dueComplete: boolean;
}

/** A checklist item's state as a change leaves it (and as it was before). */
export interface ItemState {
  assigneeId: string | null;
  dueDate: Date | null;
  done: boolean;
}

/**
 * The one place that decides who is told of what (design §12), called in the transaction of the
 * change (or of the reminder's job): in-app rows and e-mail per each person's preferences.
 */
export interface Notifier {
  /** A card was created or changed: its reminders follow its date, a new assignee hears of it. */
  cardChanged(
    tx: Tx,
    change: { cardId: string; actorId: string; before: CardState | null; after: CardState },
  ): Promise<void>;
  /** A card is about to be deleted: its waiting reminders go. */
  cardDeleted(tx: Tx, card: { cardId: string; dueDate: Date | null }): Promise<void>;
  /**
   * A checklist item was created or changed: its reminders (to its assignee) follow its date, and
   * a new assignee hears of it.
   */
  itemChanged(
    tx: Tx,
    change: { itemId: string; actorId: string; before: ItemState | null; after: ItemState },
  ): Promise<void>;
  /** A checklist item is about to be deleted: its waiting reminders go. */
  itemDeleted(tx: Tx, item: { itemId: string; dueDate: Date | null }): Promise<void>;
  /** A comment was written: the card's people hear of it, and whoever it mentions. */
  commented(tx: Tx, comment: { cardId: string; actorId: string; content: string }): Promise<void>;
  /** Deliver what the transactions that called the above queued, once they have committed. */
  kick(): void;
}

/** A card's or an item's date, whether it is met, and who it is assigned to. */
interface Dated {
  assigneeId: string | null;
  dueDate: Date | null;
  closed: boolean;
}

/** Whether a change moves the reminders of a date, and whom (not its actor) it newly assigns. */
function changeOf(before: Dated | null, after: Dated, actorId: string) {
  const dateChanged = before
    ? before.dueDate?.getTime() !== after.dueDate?.getTime() || before.closed !== after.closed
    : after.dueDate !== null;
  const { assigneeId } = after;
  const newAssignee =
    assigneeId !== null && assigneeId !== before?.assigneeId && assigneeId !== actorId
      ? assigneeId
      : null;
  return { dateChanged, newAssignee };
}

export function createNotifier({
  clock,
  jobs,
  links,
}: {
  clock: Clock;
  jobs: JobRunner;
  links: MailLinks;
}): Notifier {
  /** Tells each of `recipientIds` of `kind` on `card`, where their preferences say. */
  async function tell(
    tx: DbOrTx,
    {
      kind,
      card,
      item,
      actor,
      recipientIds,
      excerpt,
    }: {
      kind: NotificationKind;
      card: CardSubject;
      /** The card's checklist item it is about, if any. */
      item?: Pick<ItemSubject, 'id' | 'text' | 'dueDate'>;
      actor: { id: string; name: string } | null;
      recipientIds: readonly string[];
      excerpt?: string;
    },
  ) {
    const unique = [...new Set(recipientIds)].filter((id) => id !== actor?.id);
    const recipients = await people.findRecipients(tx, card.workspaceId, unique);
    const category = CATEGORY_OF[kind];
    await insertNotifications(
      tx,
      recipients
        .filter(({ preferences }) => preferences[IN_APP[category]])
        .map(({ id }) => ({
          recipientId: id,
          workspaceId: card.workspaceId,
          kind,
          cardId: card.id,
          actorId: actor?.id ?? null,
          checklistItemId: item?.id ?? null,
        })),
    );
    for (const recipient of recipients) {
      // Mail goes only to an address its owner proved: nobody registers one to flood it.
      if (!recipient.emailVerified || !recipient.preferences[BY_EMAIL[category]]) continue;
      await enqueueMail(
        tx,
        recipient.email,
        notificationEmail(links, {
          kind,
          recipient: { id: recipient.id, timeZone: recipient.preferences.timeZone },
          actorName: actor?.name ?? null,
          card,
          ...(item ? { item } : {}),
          excerpt,
        }),
      );
    }
  }

  async function actorOf(tx: DbOrTx, workspaceId: string, actorId: string) {
    const [actor] = await people.findRecipients(tx, workspaceId, [actorId]);
    return actor ? { id: actor.id, name: actor.name } : { id: actorId, name: 'Alguém' };
  }

  /** The keys of a card's (or an item's) reminders of one due time. */
  const remindersOf = (id: string, dueAt: Date) =>
    REMINDER_KINDS.map((kind) => reminderKey(id, kind, dueAt));

  /** Queues the reminders of a due date, by the workspace's calendar; `at` each one's payload. */
  async function scheduleReminders(
    tx: Tx,
    workspaceId: string,
    dueAt: Date,
    queue: (kind: ReminderKind, at: Date) => Promise<unknown>,
  ) {
    const year = dueAt.getUTCFullYear();
    const calendar = await workingCalendar(tx, workspaceId, [year - 1, year]);
    if (!calendar) return;
    for (const { kind, at } of reminderTimes(dueAt, calendar.nonWorkingDays, clock.now()))
      await queue(kind, at);
  }

  const scheduleCardReminders = (tx: Tx, card: CardSubject, dueAt: Date) =>
    scheduleReminders(tx, card.workspaceId, dueAt, (kind, at) =>
      enqueueJob(
        tx,
        cardReminder,
        { cardId: card.id, kind, dueAt: dueAt.toISOString() },
        { runAt: at, key: reminderKey(card.id, kind, dueAt) },
      ),
    );

  const scheduleItemReminders = (tx: Tx, item: ItemSubject, dueAt: Date) =>
    scheduleReminders(tx, item.card.workspaceId, dueAt, (kind, at) =>
      enqueueJob(
        tx,
        itemReminder,
        { itemId: item.id, kind, dueAt: dueAt.toISOString() },
        { runAt: at, key: reminderKey(item.id, kind, dueAt) },
      ),
    );

  async function remindOfItem(
    tx: Tx,
    { itemId, kind, dueAt }: { itemId: string; kind: ReminderKind; dueAt: string },
  ) {
    const item = await people.findItemSubject(tx, itemId, { lock: true });
    // Gone, done, unassigned, archived, or its date moved since: a stale reminder says nothing.
    if (
      !item?.assigneeId ||
      item.done ||
      item.card.archived ||
      item.dueDate?.toISOString() !== dueAt
    )
      return;
    await tell(tx, { kind, card: item.card, item, actor: null, recipientIds: [item.assigneeId] });
  }

  async function remind(
    tx: Tx,
    { cardId, kind, dueAt }: { cardId: string; kind: ReminderKind; dueAt: string },
  ) {
    const card = await people.findCardSubject(tx, cardId, { lock: true });
    // Gone, done, archived, or its date moved since: a stale reminder says nothing.
    if (!card || card.dueComplete || card.archived || card.dueDate?.toISOString() !== dueAt) return;
    const followers = await findFollowerIds(tx, cardId);
    await tell(tx, {
      kind,
      card,
      actor: null,
      recipientIds: [...(card.assigneeId ? [card.assigneeId] : []), ...followers],
    });
  }

  /** The people whose morning it is, each with their local day, on a national business day. */
  async function queueDigests(tx: Tx) {
    const now = clock.now();
    const candidates = await digests.findDigestCandidates(
      tx,
      new Date(now.getTime() + DIGEST_HORIZON_MS),
    );
    // The morning and the business day are a zone's, not a person's: each zone is asked once.
    const mornings = new Map<string, string | null>();
    async function morningIn(timeZone: string): Promise<string | null> {
      const today = localDateIn(now, timeZone);
      const from = instantAt(today, { hours: DIGEST_HOURS.from, minutes: 0 }, timeZone);
      const until = instantAt(today, { hours: DIGEST_HOURS.until, minutes: 0 }, timeZone);
      if (now < from || now >= until) return null;
      return isBusinessDay(today, await nationalHolidays(today)) ? today : null;
    }
    for (const { id, timeZone } of candidates) {
      if (!mornings.has(timeZone)) mornings.set(timeZone, await morningIn(timeZone));
      const today = mornings.get(timeZone);
      if (today)
        await enqueueJob(tx, sendDigest, { userId: id, date: today }, { key: `${id}:${today}` });
    }
  }

  async function nationalHolidays(date: string) {
    const year = Number(date.slice(0, 4));
    const days = new Set<string>();
    for (const each of [year, year + 1])
      for (const holiday of await holidaysOf('BR', each))
        if (!holiday.optional) days.add(holiday.date);
    return days;
  }

  async function sendDigestOf(tx: Tx, { userId, date }: { userId: string; date: string }) {
    const recipient = await digests.findDigestRecipient(tx, userId);
    if (!recipient) return;
    const now = clock.now();
    const lastDay = addBusinessDays(date, 2, await nationalHolidays(date));
    const horizon = new Date(now.getTime() + DIGEST_HORIZON_MS);
    const cards = [
      ...(await digests.findDueCardsOf(tx, userId, horizon)),
      ...(await digests.findDueItemsOf(tx, userId, horizon)),
    ].sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
    const dayOf = (card: DueCard) => localDateIn(card.dueDate, recipient.timeZone);
    const sections = {
      overdue: cards.filter((card) => card.dueDate < now),
      today: cards.filter((card) => card.dueDate >= now && dayOf(card) === date),
      soon: cards.filter((card) => dayOf(card) > date && dayOf(card) <= lastDay),
    };
    if (sections.overdue.length + sections.today.length + sections.soon.length === 0) return;
    await enqueueMail(tx, recipient.email, digestEmail(links, recipient, sections));
  }

  jobs.register(cardReminder, { runInTransaction: (tx, { payload }) => remind(tx, payload) });
  jobs.register(itemReminder, {
    runInTransaction: (tx, { payload }) => remindOfItem(tx, payload),
  });
  jobs.register(digestTick, { runInTransaction: (tx) => queueDigests(tx) });
  jobs.register(sendDigest, { runInTransaction: (tx, { payload }) => sendDigestOf(tx, payload) });

  return {
    async cardChanged(tx, { cardId, actorId, before, after }) {
      const { dateChanged, newAssignee } = changeOf(
        before && { ...before, closed: before.dueComplete },
        { ...after, closed: after.dueComplete },
        actorId,
      );
      if (!dateChanged && !newAssignee) return;
      const card = await people.findCardSubject(tx, cardId);
      if (!card) return;
      if (dateChanged) {
        if (before?.dueDate)
          await cancelJobs(tx, cardReminder, remindersOf(cardId, before.dueDate));
        if (after.dueDate && !after.dueComplete)
          await scheduleCardReminders(tx, card, after.dueDate);
      }
      if (newAssignee)
        await tell(tx, {
          kind: 'assigned',
          card,
          actor: await actorOf(tx, card.workspaceId, actorId),
          recipientIds: [newAssignee],
        });
    },

    async cardDeleted(tx, { cardId, dueDate }) {
      if (dueDate) await cancelJobs(tx, cardReminder, remindersOf(cardId, dueDate));
    },

    async itemChanged(tx, { itemId, actorId, before, after }) {
      const { dateChanged, newAssignee } = changeOf(
        before && { ...before, closed: before.done },
        { ...after, closed: after.done },
        actorId,
      );
      if (!dateChanged && !newAssignee) return;
      const item = await people.findItemSubject(tx, itemId);
      if (!item) return;
      if (dateChanged) {
        if (before?.dueDate)
          await cancelJobs(tx, itemReminder, remindersOf(itemId, before.dueDate));
        if (after.dueDate && !after.done) await scheduleItemReminders(tx, item, after.dueDate);
      }
      if (newAssignee)
        await tell(tx, {
          kind: 'assigned',
          card: item.card,
          item,
          actor: await actorOf(tx, item.card.workspaceId, actorId),
          recipientIds: [newAssignee],
        });
    },

    async itemDeleted(tx, { itemId, dueDate }) {
      if (dueDate) await cancelJobs(tx, itemReminder, remindersOf(itemId, dueDate));
    },

    async commented(tx, { cardId, actorId, content }) {
      const card = await people.findCardSubject(tx, cardId);
      if (!card) return;
      const actor = await actorOf(tx, card.workspaceId, actorId);
      const mentioned = mentionedIn(content, await people.findMemberNames(tx, card.workspaceId));
      const followers = await findFollowerIds(tx, cardId);
      // Someone mentioned hears of the mention, not of the comment as well.
      const told = new Set(mentioned);
      await tell(tx, { kind: 'mention', card, actor, recipientIds: mentioned, excerpt: content });
      await tell(tx, {
        kind: 'comment',
        card,
        actor,
        recipientIds: [...(card.assigneeId ? [card.assigneeId] : []), ...followers].filter(
          (id) => !told.has(id),
        ),
        excerpt: content,
      });
    },

    kick: () => jobs.kick(),
  };
}
