import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { cardFollowers } from '../../platform/db/schema/index.js';

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
