import type { NotificationKind } from '@quadro/contracts';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { cards, checklistItems, notifications, users } from '../../platform/db/schema/index.js';

export async function insertNotifications(
  db: DbOrTx,
  rows: {
    recipientId: string;
    workspaceId: string;
    kind: NotificationKind;
    cardId: string;
    actorId: string | null;
    checklistItemId?: string | null;
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
  itemId: string | null;
  itemText: string | null;
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
      itemId: checklistItems.id,
      itemText: checklistItems.text,
      actorId: users.id,
      actorName: users.name,
      actorAvatarUrl: users.avatarUrl,
    })
    .from(page)
    .innerJoin(cards, eq(cards.id, page.cardId))
    .leftJoin(checklistItems, eq(checklistItems.id, page.checklistItemId))
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
