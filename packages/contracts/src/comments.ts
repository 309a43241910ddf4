import { z } from 'zod';
import { id, pageQuerySchema, storableText } from './fields.js';
import { MAX_COMMENT_LENGTH, MAX_COMMENTS_PAGE } from './limits.js';

export const EMPTY_COMMENT_MESSAGE = 'Comentário não pode ser vazio';

/** Plain text, stored as typed once trimmed: markup is never interpreted, only shown as text. */
const content = storableText(EMPTY_COMMENT_MESSAGE)
  .trim()
  .min(1, EMPTY_COMMENT_MESSAGE)
  .max(MAX_COMMENT_LENGTH, 'Use no máximo 5.000 caracteres');

export const commentAuthorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** `user` is null once the author's account is gone; the rights are the caller's, per comment. */
export const commentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: commentAuthorSchema.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const cardIdParamsSchema = z.object({ cardId: id('Identificador inválido') });

/**
 * Without a cursor: the card's latest comments. `cursor` is a page's `nextCursor`: the comments
 * older than it. Each page is in reading order, oldest first.
 */
export const listCommentsQuerySchema = pageQuerySchema(MAX_COMMENTS_PAGE);
export type ListCommentsQuery = z.input<typeof listCommentsQuerySchema>;

export const createCommentRequestSchema = z.object({ content });
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

export const updateCommentRequestSchema = z.object({ content });
export type UpdateCommentRequest = z.input<typeof updateCommentRequestSchema>;

export const commentResponseSchema = z.object({ comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** `nextCursor` is null when no older comment is left. */
export const commentsResponseSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.uuid().nullable(),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;
/** What `createCommentRequestSchema` hands the API once parsed. */
export type CommentInput = z.output<typeof createCommentRequestSchema>;
