import {
  DEFAULT_NOTIFICATIONS_PAGE,
  type EmailCategory,
  type FollowResponse,
  type ListNotificationsQuery,
  type NotificationPreferences,
  type NotificationsResponse,
  type ReadNotificationsRequest,
  type UnsubscribeResponse,
  type UpdateNotificationPreferencesRequest,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { requireAccess } from '../../domain/access/access.service.js';
import * as followers from './followers.repository.js';
import * as repo from './notifications.repository.js';
import type { NotificationRow } from './notifications.repository.js';
import * as preferences from './preferences.repository.js';
import type { PreferenceColumns } from './preferences.repository.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** The person's time zone (São Paulo's unless they chose one), for dates written for them. */
export const timeZoneOf = async (db: DbOrTx, userId: string): Promise<string> =>
  (await preferences.findPreferences(db, userId)).timeZone;

const present = (row: NotificationRow): NotificationsResponse['notifications'][number] => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  actor:
    row.actorId && row.actorName !== null
      ? { id: row.actorId, name: row.actorName, avatarUrl: row.actorAvatarUrl }
      : null,
  card: { id: row.cardId, title: row.cardTitle, boardId: row.boardId },
  item: row.itemId && row.itemText !== null ? { id: row.itemId, text: row.itemText } : null,
  workspaceId: row.workspaceId,
});

const presentPreferences = (row: PreferenceColumns): NotificationPreferences => ({
  timeZone: row.timeZone,
  email: {
    dueReminders: row.emailDueReminders,
    assigned: row.emailAssigned,
    comments: row.emailComments,
    mentions: row.emailMentions,
    digest: row.emailDigest,
  },
  inApp: {
    dueReminders: row.inAppDueReminders,
    assigned: row.inAppAssigned,
    comments: row.inAppComments,
    mentions: row.inAppMentions,
  },
});

/** The person's preferences as the API answers them: the defaults where they chose nothing. */
export const preferencesOf = async (db: DbOrTx, userId: string): Promise<NotificationPreferences> =>
  presentPreferences(await preferences.findPreferences(db, userId));

const EMAIL_COLUMN: Record<EmailCategory, keyof PreferenceColumns> = {
  dueReminders: 'emailDueReminders',
  assigned: 'emailAssigned',
  comments: 'emailComments',
  mentions: 'emailMentions',
  digest: 'emailDigest',
};
const IN_APP_COLUMN = {
  dueReminders: 'inAppDueReminders',
  assigned: 'inAppAssigned',
  comments: 'inAppComments',
  mentions: 'inAppMentions',
} as const satisfies Record<string, keyof PreferenceColumns>;

function columnsOf(input: UpdateNotificationPreferencesRequest): Partial<PreferenceColumns> {
  const values: Partial<PreferenceColumns> = {};
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  for (const [category, on] of Object.entries(input.email ?? {}))
    if (on !== undefined) Object.assign(values, { [EMAIL_COLUMN[category as EmailCategory]]: on });
  for (const [category, on] of Object.entries(input.inApp ?? {}))
    if (on !== undefined)
      Object.assign(values, { [IN_APP_COLUMN[category as keyof typeof IN_APP_COLUMN]]: on });
  return values;
}

export function createNotificationsService({
  db,
  clock,
  unsubscribe,
}: {
  db: Db;
  clock: Clock;
  unsubscribe: UnsubscribeLinks;
}) {
  return {
    /** A page of the caller's notifications, newest first, with how many are unread. */
    async list(userId: string, query: ListNotificationsQuery): Promise<NotificationsResponse> {
      const limit = Number(query.limit ?? DEFAULT_NOTIFICATIONS_PAGE);
      const before = query.cursor
        ? await repo.findOwnNotification(db, userId, query.cursor)
        : undefined;
      if (query.cursor && !before) throw new AppError('BAD_REQUEST', 'Cursor inválido');
      const [rows, unreadCount] = await Promise.all([
        repo.listNotifications(db, userId, { before, limit: limit + 1 }),
        repo.countUnread(db, userId),
      ]);
      const page = rows.slice(0, limit);
      return {
        notifications: page.map(present),
        unreadCount,
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** Marks some (all of them the caller's, else 404 and nothing changes) or all read. */
    async markRead(userId: string, input: ReadNotificationsRequest): Promise<number> {
      return db.transaction(async (tx) => {
        if ('ids' in input) {
          const ids = [...new Set(input.ids)];
          if ((await repo.countOwn(tx, userId, ids)) !== ids.length) throw notFound('notification');
          await repo.markRead(tx, userId, ids, clock.now());
        } else await repo.markRead(tx, userId, 'all', clock.now());
        return repo.countUnread(tx, userId);
      });
    },

    preferences: async (userId: string): Promise<NotificationPreferences> =>
      presentPreferences(await preferences.findPreferences(db, userId)),

    async updatePreferences(
      userId: string,
      input: UpdateNotificationPreferencesRequest,
    ): Promise<NotificationPreferences> {
      const values = columnsOf(input);
      if (Object.keys(values).length > 0) await preferences.savePreferences(db, userId, values);
      return presentPreferences(await preferences.findPreferences(db, userId));
    },

    /** What a signed link turns off; anyone holding the link may, as the e-mail's owner. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const link = unsubscribe.read(token);
      if (!link) throw new AppError('INVALID_UNSUBSCRIBE_LINK');
      // The account may be gone since: the link then has nothing left to turn off.
      await db.transaction(async (tx) => {
        if (!(await preferences.userExists(tx, link.userId))) return;
        await preferences.savePreferences(tx, link.userId, {
          [EMAIL_COLUMN[link.category]]: false,
        });
      });
      return { category: link.category };
    },

    async following(userId: string, cardId: string): Promise<FollowResponse> {
      await requireAccess(db, 'card', cardId, userId, 'workspace:read');
      return { following: await followers.isFollowing(db, cardId, userId) };
    },

    /** Follows or stops following a card; any member may, read-only ones too. */
    async setFollowing(
      userId: string,
      cardId: string,
      following: boolean,
    ): Promise<FollowResponse> {
      return db.transaction(async (tx) => {
        const access = await requireAccess(tx, 'card', cardId, userId, 'cards:follow');
        if (following)
          await followers.follow(tx, { cardId, userId, workspaceId: access.workspaceId });
        else await followers.unfollow(tx, cardId, userId);
        return { following };
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
