import type { Member } from '@quadro/contracts';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { insertMention, membersMatching, mentionAt, type MentionQuery } from '../../logic/mentions';

export interface MentionPickerOptions {
  members: readonly Member[];
  text: string;
  setText: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The member list a '@' and letters open in a comment: what it offers, which one is active, and
 * the keys that move (↑ ↓), pick (Enter, Tab) and close it (Esc). Picking writes '@Full Name '
 * over what was typed, the server's way of telling a mention. A mention closed (picked, or Esc)
 * stays closed while its '@' stays.
 */
export function useMentionPicker({ members, text, setText, textarea }: MentionPickerOptions) {
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [active, setActive] = useState({ key: '', index: 0 });
  const caretAfterPick = useRef<number | null>(null);

  const mention = focused ? mentionAt(text, caret) : null;
  const options =
    mention && mention.start !== closedAt ? membersMatching(members, mention.query) : [];
  const open = options.length > 0;
  // A new query starts again from the first option.
  const key = mention ? `${mention.start}:${mention.query}` : '';
  const activeIndex = active.key === key ? Math.min(active.index, options.length - 1) : 0;

  useLayoutEffect(() => {
    const position = caretAfterPick.current;
    if (position === null) return;
    caretAfterPick.current = null;
    textarea.current?.setSelectionRange(position, position);
  }, [text, textarea]);

  /** Where the caret is now; a caret off any mention forgets the one closed. */
  function track(element: HTMLTextAreaElement) {
    const position = element.selectionStart;
    setCaret(position);
    if (!mentionAt(element.value, position)) setClosedAt(null);
  }

  function pick(member: Member, at: MentionQuery) {
    const inserted = insertMention(text, at, caret, member.name);
    caretAfterPick.current = inserted.caret;
    setClosedAt(at.start);
    setCaret(inserted.caret);
    setText(inserted.text);
  }

  /** Handles the key when the list is open; answers whether it did. */
  function handleKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || !mention) return false;
    const move = (step: number) =>
      setActive({ key, index: (activeIndex + step + options.length) % options.length });
    const chosen = options[activeIndex];
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'Enter':
      case 'Tab':
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !chosen)
          return false;
        pick(chosen, mention);
        break;
      case 'Escape':
        setClosedAt(mention.start);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  }

  return {
    open,
    options,
    activeIndex,
    pick: (member: Member) => mention && pick(member, mention),
    handleKey,
    track,
    setFocused,
  };
}
