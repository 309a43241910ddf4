import type { Member } from '@quadro/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useDeleteComment } from '../../api/delete-comment';
import { useComments } from '../../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useCommentListScroll } from './use-comment-list-scroll';
import { useNow } from '../../../../lib/use-now';

export interface CardCommentsProps {
  cardId: string;
  /** `can(role, 'comments:create')`: readers see the comments but no form. */
  canComment: boolean;
  /** Whom a comment may mention. */
  members: readonly Member[];
}

/**
 * A card's comments, oldest first with the newest in view, rendered from Markdown. Edit and delete
 * show only where the server flags them (spec §6); failures are only logged (spec §8), so what was
 * typed stays in the field.
 */
export function CardComments({ cardId, canComment, members }: CardCommentsProps) {
  const headingId = useId();
  const comments = useComments(cardId);
  const deleteComment = useDeleteComment(cardId);
  const now = useNow();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const formRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterDelete = useRef(false);

  const items = comments.data;
  const count = items?.length ?? 0;
  const { listRef, beforeOlderLoad } = useCommentListScroll(items?.at(-1)?.id, items?.[0]?.id);

  function loadOlder() {
    beforeOlderLoad();
    void comments.fetchNextPage();
  }

  // The deleted comment's button is gone: the focus goes to the form (or the list) instead.
  useEffect(() => {
    if (deletingId !== null || !focusAfterDelete.current) return;
    focusAfterDelete.current = false;
    const timer = window.setTimeout(() => (formRef.current ?? listRef.current)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [deletingId, listRef]);

  function confirmDelete() {
    if (deletingId) deleteComment.mutate(deletingId);
    focusAfterDelete.current = true;
    setDeletingId(null);
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-700">
        Comentários
      </h3>

      {comments.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          Carregando comentários...
        </p>
      ) : comments.isError ? (
        <p className="text-sm text-red-700" role="alert">
          Erro ao carregar comentários
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-slate-600">Nenhum comentário ainda.</p>
      ) : null}

      {/* Always mounted, so the ref is there to scroll; focusable, so a keyboard can scroll it. */}
      <ul
        ref={listRef}
        aria-labelledby={headingId}
        tabIndex={count > 0 ? 0 : -1}
        hidden={count === 0}
        className="max-h-80 space-y-3 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {comments.hasNextPage && (
          <li className="flex justify-center">
            <Button
              size="sm"
              variant="ghost"
              pending={comments.isFetchingNextPage}
              onClick={loadOlder}
            >
              Carregar comentários anteriores
            </Button>
          </li>
        )}
        {items?.map((comment) => (
          <CommentItem
            key={comment.id}
            cardId={cardId}
            comment={comment}
            now={now}
            onDelete={() => setDeletingId(comment.id)}
          />
        ))}
      </ul>

      {canComment && <CommentForm ref={formRef} cardId={cardId} members={members} />}

      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => !open && setDeletingId(null)}
        title="Excluir comentário"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      >
        Tem certeza que deseja excluir este comentário?
      </ConfirmDialog>
    </section>
  );
}
