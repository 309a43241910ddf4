import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cards,
  comments,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { boardAccessColumns, membershipIn } from '../../domain/access/access.repository.js';
import type { BoardAccess } from '../../platform/realtime/access-memory.js';

export type CommentRow = typeof comments.$inferSelect;
export type CommentAuthorRow = { id: string; name: string; avatarUrl: string | null };
/** A comment with its author, as every response shows it. */
export type CommentWithAuthor = CommentRow & { author: CommentAuthorRow | null };

/** Where a comment lives and the caller's role there; undefined when not a member (or gone). */
export type CommentAccess = BoardAccess & {
  cardId: string;
  title: string;
  authorId: string | null;
};

export async function findCommentAccess(
  db: DbOrTx,
  commentId: string,
  userId: string,
): Promise<CommentAccess | undefined> {
  const [row] = await db
    .select({
      ...boardAccessColumns,
      cardId: comments.cardId,
      title: cards.title,
      authorId: comments.userId,
    })
    .from(comments)
    .innerJoin(cards, eq(cards.id, comments.cardId))
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .innerJoin(workspaceMembers, membershipIn(userId))
    .where(eq(comments.id, commentId));
  return row;
}

const withAuthorColumns = {
  comment: comments,
  authorId: users.id,
  authorName: users.name,
  authorAvatarUrl: users.avatarUrl,
};

function toCommentWithAuthor(row: {
  comment: CommentRow;
  authorId: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
}): CommentWithAuthor {
  return {
    ...row.comment,
    author:
      row.authorId === null
        ? null
        : { id: row.authorId, name: row.authorName ?? '', avatarUrl: row.authorAvatarUrl },
  };
}

export async function findComment(
  db: DbOrTx,
  commentId: string,
): Promise<CommentWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthorColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId));
  return row && toCommentWithAuthor(row);
}

/** Whether `commentId` is a comment of this card: a cursor must be one. */
export async function isCardComment(
  db: DbOrTx,
  cardId: string,
  commentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.cardId, cardId)));
  return row !== undefined;
}

/**
 * The card's latest `limit` comments older than `before` (all of them without it), newest first;
 * one more than asked tells whether an older page exists. Ties on the timestamp fall back to the id.
 */
export async function listCardComments(
  db: DbOrTx,
  cardId: string,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<CommentWithAuthor[]> {
  const older = before
    ? sql`(${comments.createdAt}, ${comments.id}) < (select c.created_at, c.id from comments c where c.id = ${before})`
    : undefined;
  const rows = await db
    .select(withAuthorColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.cardId, cardId), older))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  return rows.map(toCommentWithAuthor);
}

export async function insertComment(
  db: DbOrTx,
  values: Pick<CommentRow, 'cardId' | 'userId' | 'content'>,
): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('insert into comments returned no row');
  return row;
}

export async function updateCommentContent(
  db: DbOrTx,
  commentId: string,
  content: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .update(comments)
    .set({ content, updatedAt: new Date() })
    .where(eq(comments.id, commentId))
    .returning();
  return row;
}

/** Answers whether a row was deleted (false when a concurrent request got there first). */
export async function deleteComment(db: DbOrTx, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(comments)
    .where(eq(comments.id, commentId))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** The card's title, for the activity row; undefined when the card is gone. */
/** The card's title, and whether its board is archived (and so takes no new comment). */
export async function findCardTitle(
  db: DbOrTx,
  cardId: string,
): Promise<{ title: string; boardArchived: boolean } | undefined> {
  const [row] = await db
    .select({ title: cards.title, boardArchived: sql<boolean>`${boards.archivedAt} is not null` })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .where(eq(cards.id, cardId));
  return row;
}
