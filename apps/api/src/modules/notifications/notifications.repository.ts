import { DEFAULT_TIME_ZONE, type NotificationKind } from '@quadro/contracts';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cardFollowers,
  cards,
  notificationPreferences,
  notifications,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PreferenceColumns = Omit<PreferencesRow, 'userId' | 'updatedAt'>;

/** A person who may be told, with where and how they want to hear of it. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  preferences: PreferenceColumns;
}

/** The card a notification is about, as its e-mail names it. */
export interface CardSubject {
  id: string;
  title: string;
  boardId: string;
  workspaceId: string;
  assigneeId: string | null;
  dueDate: Date | null;
  dueComplete: boolean;
}

const preferenceColumns = {
  timeZone: sql<string>`coalesce(${notificationPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
  emailDueReminders: sql<boolean>`coalesce(${notificationPreferences.emailDueReminders}, true)`,
  emailAssigned: sql<boolean>`coalesce(${notificationPreferences.emailAssigned}, true)`,
  emailComments: sql<boolean>`coalesce(${notificationPreferences.emailComments}, true)`,
  emailMentions: sql<boolean>`coalesce(${notificationPreferences.emailMentions}, true)`,
  emailDigest: sql<boolean>`coalesce(${notificationPreferences.emailDigest}, true)`,
  inAppDueReminders: sql<boolean>`coalesce(${notificationPreferences.inAppDueReminders}, true)`,
  inAppAssigned: sql<boolean>`coalesce(${notificationPreferences.inAppAssigned}, true)`,
  inAppComments: sql<boolean>`coalesce(${notificationPreferences.inAppComments}, true)`,
  inAppMentions: sql<boolean>`coalesce(${notificationPreferences.inAppMentions}, true)`,
} satisfies Record<keyof PreferenceColumns, unknown>;

/** The person's preferences, the defaults where they chose nothing. */
export async function findPreferences(db: DbOrTx, userId: string): Promise<PreferenceColumns> {
  const [row] = await db
    .select(preferenceColumns)
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  values: Partial<PreferenceColumns>,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function findCardSubject(
  db: DbOrTx,
  cardId: string,
  { lock = false } = {},
): Promise<CardSubject | undefined> {
  const query = db
    .select({
      id: cards.id,
      title: cards.title,
      boardId: cards.boardId,
      workspaceId: boards.workspaceId,
      assigneeId: cards.assigneeId,
      dueDate: cards.dueDate,
      dueComplete: cards.dueComplete,
    })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .where(eq(cards.id, cardId));
  // A reminder reads the card it fires for under a share lock: a change waits for it, or wins.
  const [row] = await (lock ? query.for('share', { of: cards }) : query);
  return row;
}

/** Those of `userIds` who are members of the workspace, with their preferences. */
export async function findRecipients(
  db: DbOrTx,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      ...preferenceColumns,
    })
    .from(users)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)),
    )
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return rows.map(({ id, name, email, emailVerified, ...preferences }) => ({
    id,
    name,
    email,
    emailVerified,
    preferences,
  }));
}

/** The members of a workspace, to find who a comment mentions. */
export async function findMemberNames(
  db: DbOrTx,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
}

export async function findFollowerIds(db: DbOrTx, cardId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: cardFollowers.userId })
    .from(cardFollowers)
    .where(eq(cardFollowers.cardId, cardId));
  return rows.map(({ userId }) => userId);
}

export async function isFollowing(db: DbOrTx, cardId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: cardFollowers.userId })
    .from(cardFollowers)
    .where(and(eq(cardFollowers.cardId, cardId), eq(cardFollowers.userId, userId)));
  return row !== undefined;
}

export async function follow(
  db: DbOrTx,
  values: { cardId: string; userId: string; workspaceId: string },
): Promise<void> {
  await db.insert(cardFollowers).values(values).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, cardId: string, userId: string): Promise<void> {
  await db
    .delete(cardFollowers)
    .where(and(eq(cardFollowers.cardId, cardId), eq(cardFollowers.userId, userId)));
}

export async function insertNotifications(
  db: DbOrTx,
  rows: {
    recipientId: string;
    workspaceId: string;
    kind: NotificationKind;
    cardId: string;
    actorId: string | null;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  createdAt: Date;
  readAt: Date | null;
  workspaceId: string;
  cardId: string;
  cardTitle: string;
  boardId: string;
  actorId: string | null;
  actorName: string | null;
  actorAvatarUrl: string | null;
}

/**
 * A page of the person's notifications, newest first, from before `cursor` (a notification of
 * theirs) when given. The page is taken from the index on (recipient, created_at desc, id desc)
 * before anything is joined: joined first, the planner may sort all of a person's rows.
 */
export async function listNotifications(
  db: DbOrTx,
  recipientId: string,
  { before, limit }: { before?: { createdAt: Date; id: string }; limit: number },
): Promise<NotificationRow[]> {
  const page = db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        before
          ? or(
              lt(notifications.createdAt, before.createdAt),
              and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .as('page');
  return db
    .select({
      id: page.id,
      kind: page.kind,
      createdAt: page.createdAt,
      readAt: page.readAt,
      workspaceId: page.workspaceId,
      cardId: page.cardId,
      cardTitle: cards.title,
      boardId: cards.boardId,
      actorId: users.id,
      actorName: users.name,
      actorAvatarUrl: users.avatarUrl,
    })
    .from(page)
    .innerJoin(cards, eq(cards.id, page.cardId))
    .leftJoin(users, eq(users.id, page.actorId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

export async function findOwnNotification(
  db: DbOrTx,
  recipientId: string,
  id: string,
): Promise<{ createdAt: Date; id: string } | undefined> {
  const [row] = await db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
  return row;
}

export async function countUnread(db: DbOrTx, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** How many of `ids` are the person's: every id must be, or nothing is marked. */
export async function countOwn(
  db: DbOrTx,
  recipientId: string,
  ids: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), inArray(notifications.id, [...ids])));
  return row?.count ?? 0;
}

/** Marks read those of `ids` (all, without ids) that are the person's and unread. */
export async function markRead(
  db: DbOrTx,
  recipientId: string,
  ids: readonly string[] | 'all',
  now: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}

/** An open due date before `horizon`, on a card the person is assigned to or follows. */
const openDueBefore = (horizon: Date) =>
  and(sql`${cards.dueDate} is not null`, eq(cards.dueComplete, false), lt(cards.dueDate, horizon));

/** Who may be told of an open due date: each card's assignee and followers. */
const peopleOfCards = (db: DbOrTx, horizon: Date) =>
  db
    .select({
      userId: sql<string>`${cards.assigneeId}`.as('person_id'),
      cardId: sql<string>`${cards.id}`.as('due_card_id'),
    })
    .from(cards)
    .where(and(openDueBefore(horizon), sql`${cards.assigneeId} is not null`))
    .union(
      db
        .select({
          userId: sql<string>`${cardFollowers.userId}`.as('person_id'),
          cardId: sql<string>`${cardFollowers.cardId}`.as('due_card_id'),
        })
        .from(cardFollowers)
        .innerJoin(cards, eq(cards.id, cardFollowers.cardId))
        .where(openDueBefore(horizon)),
    )
    .as('people');

export interface DigestCandidate {
  id: string;
  timeZone: string;
}

/**
 * Who might get a digest: a verified address that wants it, with an open due date before
 * `horizon` on a card they are assigned to or follow. The partial index on open due dates keeps
 * this to the cards that matter.
 */
export async function findDigestCandidates(db: DbOrTx, horizon: Date): Promise<DigestCandidate[]> {
  const people = peopleOfCards(db, horizon);
  return db
    .selectDistinct({ id: users.id, timeZone: preferenceColumns.timeZone })
    .from(people)
    .innerJoin(users, eq(users.id, people.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(sql`${users.emailVerifiedAt} is not null`, sql`${preferenceColumns.emailDigest}`));
}

export interface DueCard {
  id: string;
  title: string;
  boardId: string;
  dueDate: Date;
}

/** The person's open due dates before `horizon`, in workspaces they still belong to. */
export async function findDueCardsOf(
  db: DbOrTx,
  userId: string,
  horizon: Date,
): Promise<DueCard[]> {
  const rows = await db
    .select({ id: cards.id, title: cards.title, boardId: cards.boardId, dueDate: cards.dueDate })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, boards.workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    )
    .where(
      and(
        openDueBefore(horizon),
        or(
          eq(cards.assigneeId, userId),
          sql`exists (select from ${cardFollowers} where ${cardFollowers.cardId} = ${cards.id}
            and ${cardFollowers.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(cards.dueDate, cards.id);
  return rows.flatMap(({ dueDate, ...card }) => (dueDate ? [{ ...card, dueDate }] : []));
}

/** Who the digest goes to, as the e-mail greets them; undefined once they no longer want it. */
export async function findDigestRecipient(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string; email: string; timeZone: string } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: preferenceColumns.timeZone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        sql`${users.emailVerifiedAt} is not null`,
        sql`${preferenceColumns.emailDigest}`,
      ),
    );
  return row;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
