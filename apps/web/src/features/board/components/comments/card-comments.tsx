import type { Comment } from '@quadro/contracts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Textarea } from '../../../../components/ui/textarea';
import { useCreateComment } from '../../api/create-comment';
import { useDeleteComment } from '../../api/delete-comment';
import { useComments } from '../../api/get-comments';
import { useUpdateComment } from '../../api/update-comment';
import { formatDateTime } from '../../logic/format';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { MemberAvatar } from '../../../../components/member-avatar';

const REMOVED_USER = 'Usuário removido';

export interface CardCommentsProps {
  cardId: string;
  /** `can(role, 'comments:create')`: readers see the comments but no form. */
  canComment: boolean;
}

/** The clock the relative times read, ticking once a minute so 'agora mesmo' ages. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const isSubmitKey = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * A card's comments, oldest first with the newest in view, as plain text. Edit and delete show
 * only where the server flags them (spec §6); failures are only logged (spec §8), so what was
 * typed stays in the field.
 */
export function CardComments({ cardId, canComment }: CardCommentsProps) {
  const headingId = useId();
  const comments = useComments(cardId);
  const createComment = useCreateComment(cardId);
  const deleteComment = useDeleteComment(cardId);
  const now = useNow();
  const [draft, setDraft] = useState('');
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const formRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterDelete = useRef(false);

  const items = comments.data;
  const count = items?.length ?? 0;
  const newestId = items?.at(-1)?.id;
  const oldestId = items?.[0]?.id;
  const shown = useRef({ newestId, oldestId });
  const heightBeforeOlder = useRef(0);
  // On opening and whenever a comment arrives, the newest (at the bottom) comes into view; when
  // older ones load above, what was in view stays put.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (newestId !== shown.current.newestId) list.scrollTop = list.scrollHeight;
    else if (oldestId !== shown.current.oldestId)
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
    shown.current = { newestId, oldestId };
  }, [newestId, oldestId]);

  function loadOlder() {
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? 0;
    void comments.fetchNextPage();
  }

  // The deleted comment's button is gone: the focus goes to the form (or the list) instead.
  useEffect(() => {
    if (deletingId !== null || !focusAfterDelete.current) return;
    focusAfterDelete.current = false;
    const timer = window.setTimeout(() => (formRef.current ?? listRef.current)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [deletingId]);

  const content = draft.trim();
  function submit() {
    if (!content || createComment.isPending) return;
    // What was typed while it was sending stays.
    createComment.mutate(content, {
      onSuccess: () => setDraft((typed) => (typed.trim() === content ? '' : typed)),
    });
  }

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

      {canComment && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Textarea
            ref={formRef}
            aria-label="Escreva um comentário"
            placeholder="Escreva um comentário..."
            rows={3}
            maxLength={5_000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitKey(event)) {
                event.preventDefault();
                submit();
              }
            }}
            variant="compact"
          />
          <div className="flex items-center gap-2">
            <Button type="submit" size="sm" disabled={!content} pending={createComment.isPending}>
              Comentar
            </Button>
            <span className="ml-auto hidden text-xs text-slate-600 sm:inline">
              Ctrl + Enter envia
            </span>
          </div>
        </form>
      )}

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

interface CommentItemProps {
  cardId: string;
  comment: Comment;
  now: number;
  onDelete: () => void;
}

function CommentItem({ cardId, comment, now, onDelete }: CommentItemProps) {
  const updateComment = useUpdateComment(cardId);
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;
  const author = comment.user?.name.trim() || REMOVED_USER;

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  function stopEditing() {
    returnFocus.current = true;
    setDraft(null);
  }

  function save() {
    const content = draft?.trim();
    if (!content) return;
    if (content !== comment.content) {
      // Refused: the comment goes back, and the editor opens again with what was typed.
      updateComment.mutate(
        { commentId: comment.id, content },
        { onError: () => setDraft(content) },
      );
    }
    stopEditing();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      // Only the edit ends: the card dialog ignores this Esc (`data-esc-cancels-edit`).
      stopEditing();
    } else if (isSubmitKey(event)) {
      event.preventDefault();
      save();
    }
  }

  return (
    <li className="flex gap-3">
      {comment.user ? (
        <MemberAvatar
          name={comment.user.name}
          avatarUrl={comment.user.avatarUrl}
          size="md"
          decorative
        />
      ) : (
        <MemberAvatar name={REMOVED_USER} avatarUrl={null} size="md" decorative />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-slate-800">{author}</span>
          <time
            dateTime={comment.createdAt}
            title={formatDateTime(comment.createdAt)}
            className="text-xs text-slate-600"
          >
            {formatRelativeTime(comment.createdAt, now)}
          </time>
        </p>
        {editing ? (
          <div className="mt-1 space-y-2">
            <Textarea
              aria-label="Editar comentário"
              autoFocus
              data-esc-cancels-edit
              rows={3}
              maxLength={5_000}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={handleKeyDown}
              variant="compact"
            />
            <div className="flex items-center gap-2">
              <Button size="sm" onClick={save} disabled={!draft.trim()}>
                Salvar
              </Button>
              <Button size="sm" variant="ghost" onClick={stopEditing}>
                Cancelar
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-700">
            {comment.content}
          </p>
        )}
        {!editing && (comment.canEdit || comment.canDelete) && (
          <div className="mt-1 flex gap-1">
            {comment.canEdit && (
              <Button
                ref={editButton}
                size="sm"
                variant="ghost"
                onClick={() => setDraft(comment.content)}
              >
                Editar
              </Button>
            )}
            {comment.canDelete && (
              <Button size="sm" variant="danger-ghost" onClick={onDelete}>
                Excluir
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
