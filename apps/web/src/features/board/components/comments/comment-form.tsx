import { useState, type Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { useCreateComment } from '../../api/create-comment';
import { isSubmitKey } from './is-submit-key';

export interface CommentFormProps {
  cardId: string;
  /** The text area, focused when a deleted comment's button goes away. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A new comment: 'Comentar' or Ctrl + Enter sends it; what was typed while sending stays. */
export function CommentForm({ cardId, ref }: CommentFormProps) {
  const createComment = useCreateComment(cardId);
  const [draft, setDraft] = useState('');
  const content = draft.trim();

  function submit() {
    if (!content || createComment.isPending) return;
    createComment.mutate(content, {
      onSuccess: () => setDraft((typed) => (typed.trim() === content ? '' : typed)),
    });
  }

  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        ref={ref}
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
        <span className="ml-auto hidden text-xs text-slate-600 sm:inline">Ctrl + Enter envia</span>
      </div>
    </form>
  );
}
