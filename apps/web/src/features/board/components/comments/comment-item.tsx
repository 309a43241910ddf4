import type { Comment } from '@quadro/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MarkdownText } from '../../../../components/markdown-text';
import { MemberAvatar } from '../../../../components/member-avatar';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { useUpdateComment } from '../../api/update-comment';
import { formatDateTime } from '../../logic/format';
import { isSubmitKey } from './is-submit-key';

const REMOVED_USER = 'Usuário removido';

export interface CommentItemProps {
  cardId: string;
  comment: Comment;
  now: number;
  onDelete: () => void;
}

/** One comment: author, relative time, the text, and 'Editar' / 'Excluir' where allowed. */
export function CommentItem({ cardId, comment, now, onDelete }: CommentItemProps) {
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
          <MarkdownText text={comment.content} className="mt-0.5 text-sm text-slate-700" />
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
