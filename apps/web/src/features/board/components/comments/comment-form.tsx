import type { Member } from '@quadro/contracts';
import { useCallback, useId, useRef, useState, type Ref } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { useCreateComment } from '../../api/create-comment';
import { isSubmitKey } from './is-submit-key';
import { MentionListbox, mentionOptionId } from './mention-listbox';
import { useMentionPicker } from './use-mention-picker';

export interface CommentFormProps {
  cardId: string;
  /** Whom '@' offers to mention: the workspace's members. */
  members: readonly Member[];
  /** The text area, focused when a deleted comment's button goes away. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A new comment: 'Comentar' or Ctrl + Enter sends it; what was typed while sending stays. '@' and
 * letters offer the members to mention.
 */
export function CommentForm({ cardId, members, ref }: CommentFormProps) {
  const createComment = useCreateComment(cardId);
  const [draft, setDraft] = useState('');
  const content = draft.trim();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const setTextarea = useCallback(
    (node: HTMLTextAreaElement | null) => {
      textarea.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const mentions = useMentionPicker({ members, text: draft, setText: setDraft, textarea });
  const listboxId = useId();

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
      {/* The combobox holds the text area and names the list it opens (ARIA 1.1's pattern: a
          textarea may not take the combobox role itself). */}
      <div
        role="combobox"
        aria-label="Menções"
        aria-haspopup="listbox"
        aria-expanded={mentions.open}
        aria-controls={listboxId}
      >
        <Textarea
          ref={setTextarea}
          aria-label="Escreva um comentário"
          aria-autocomplete="list"
          aria-controls={mentions.open ? listboxId : undefined}
          aria-activedescendant={
            mentions.open ? mentionOptionId(listboxId, mentions.activeIndex) : undefined
          }
          // Esc closes the list, not the card dialog.
          data-esc-cancels-edit={mentions.open || undefined}
          placeholder="Escreva um comentário..."
          rows={3}
          maxLength={5_000}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            mentions.track(event.target);
          }}
          onSelect={(event) => mentions.track(event.currentTarget)}
          onFocus={() => mentions.setFocused(true)}
          onBlur={() => mentions.setFocused(false)}
          onKeyDown={(event) => {
            if (mentions.handleKey(event)) return;
            if (isSubmitKey(event)) {
              event.preventDefault();
              submit();
            }
          }}
          variant="compact"
        />
      </div>
      {mentions.open && (
        <MentionListbox
          id={listboxId}
          options={mentions.options}
          activeIndex={mentions.activeIndex}
          onPick={mentions.pick}
        />
      )}
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" disabled={!content} pending={createComment.isPending}>
          Comentar
        </Button>
        <span className="ml-auto hidden text-xs text-slate-600 sm:inline">Ctrl + Enter envia</span>
      </div>
    </form>
  );
}
