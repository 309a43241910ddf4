import {
  MAX_COMMENTS_PAGE,
  type Comment,
  type CommentsResponse,
  type CommentInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { lockWorkspaceForWrite } from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { requireAccess, requireActivePlan } from '../../domain/access/access.service.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import {
  canDeleteComment,
  canEditComment,
  presentComment,
  type CommentViewer,
} from './comments.presenter.js';
import type { Notifier } from '../notifications/notifier.js';
import * as repo from './comments.repository.js';

const commentNotFound = () => notFound('comment');

/**
 * The comment and the caller's role where it lives: 404 when it does not exist or lives in a
 * workspace the caller is not a member of, as for every other object.
 */
async function requireComment(db: DbOrTx, commentId: string, userId: string) {
  const access = await repo.findCommentAccess(db, commentId, userId);
  if (!access) throw commentNotFound();
  return access;
}

/** A comment's history row hangs on its card, named as the card is called now. */
async function recordCommentActivity(
  tx: DbOrTx,
  action: 'comment' | 'edit_comment' | 'delete_comment',
  at: { workspaceId: string; userId: string; cardId: string; title: string },
) {
  await recordActivity(tx, {
    workspaceId: at.workspaceId,
    userId: at.userId,
    action,
    entityType: 'card',
    entityId: at.cardId,
    metadata: { name: at.title },
  });
}

export function createCommentsService({ db, notifier }: { db: Db; notifier: Notifier }) {
  async function present(tx: DbOrTx, commentId: string, viewer: CommentViewer): Promise<Comment> {
    const row = await repo.findComment(tx, commentId);
    if (!row) throw commentNotFound();
    return presentComment(row, viewer);
  }

  return {
    /** One page of the card's comments, oldest first; `nextCursor` leads to the older ones. */
    async list(
      userId: string,
      cardId: string,
      query: { cursor?: string | undefined; limit?: number | undefined },
    ): Promise<CommentsResponse> {
      const access = await requireAccess(db, 'card', cardId, userId, 'workspace:read');
      if (query.cursor && !(await repo.isCardComment(db, cardId, query.cursor)))
        throw new AppError('BAD_REQUEST', 'Cursor inválido');
      const limit = query.limit ?? MAX_COMMENTS_PAGE;
      const rows = await repo.listCardComments(db, cardId, {
        before: query.cursor,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const viewer = { userId, role: access.role };
      return {
        comments: page.reverse().map((row) => presentComment(row, viewer)),
        nextCursor: rows.length > limit ? (page[0]?.id ?? null) : null,
      };
    },

    async create(userId: string, cardId: string, input: CommentInput): Promise<Comment> {
      const created = await db.transaction(async (tx) => {
        const access = await requireAccess(tx, 'card', cardId, userId, 'comments:create');
        await lockWorkspaceForWrite(tx, access.workspaceId);
        const card = await repo.findCardTitle(tx, cardId);
        if (!card) throw notFound('card');
        if (card.boardArchived) throw new AppError('BOARD_ARCHIVED');
        const { title } = card;
        const comment = await repo.insertComment(tx, { cardId, userId, content: input.content });
        await recordCommentActivity(tx, 'comment', { ...access, userId, cardId, title });
        await notifier.commented(tx, { cardId, actorId: userId, content: input.content });
        return present(tx, comment.id, { userId, role: access.role });
      });
      notifier.kick();
      return created;
    },

    /** Only the author edits, and only while their role may still comment. */
    async update(userId: string, commentId: string, input: CommentInput): Promise<Comment> {
      return db.transaction(async (tx) => {
        const access = await requireComment(tx, commentId, userId);
        const viewer = { userId, role: access.role };
        if (!canEditComment(viewer, access.authorId)) throw new AppError('FORBIDDEN');
        await requireActivePlan(tx, access);
        await lockWorkspaceForWrite(tx, access.workspaceId);
        const updated = await repo.updateCommentContent(tx, commentId, input.content);
        if (!updated) throw commentNotFound();
        await recordCommentActivity(tx, 'edit_comment', { ...access, userId });
        return present(tx, commentId, viewer);
      });
    },

    /** The author, an owner or an admin deletes. */
    async remove(userId: string, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await requireComment(tx, commentId, userId);
        if (!canDeleteComment({ userId, role: access.role }, access.authorId))
          throw new AppError('FORBIDDEN');
        await requireActivePlan(tx, access);
        await lockWorkspaceForWrite(tx, access.workspaceId);
        if (!(await repo.deleteComment(tx, commentId))) throw commentNotFound();
        await recordCommentActivity(tx, 'delete_comment', { ...access, userId });
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
