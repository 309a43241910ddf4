import { can, safeAvatarUrl, type Comment, type Role } from '@quadro/contracts';
import type { CommentWithAuthor } from './comments.repository.js';

/** Who is looking: the rights on each comment are theirs, computed here and never by the UI. */
export interface CommentViewer {
  userId: string;
  role: Role;
}

/** Writing needs the right to comment: a reader keeps no rights on comments written earlier. */
export function canEditComment(viewer: CommentViewer, authorId: string | null): boolean {
  return authorId === viewer.userId && can(viewer.role, 'comments:create');
}

export function canDeleteComment(viewer: CommentViewer, authorId: string | null): boolean {
  return canEditComment(viewer, authorId) || can(viewer.role, 'comments:moderate');
}

export function presentComment(row: CommentWithAuthor, viewer: CommentViewer): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: row.author
      ? {
          id: row.author.id,
          name: row.author.name,
          avatarUrl: safeAvatarUrl(row.author.avatarUrl),
        }
      : null,
    canEdit: canEditComment(viewer, row.userId),
    canDelete: canDeleteComment(viewer, row.userId),
  };
}
