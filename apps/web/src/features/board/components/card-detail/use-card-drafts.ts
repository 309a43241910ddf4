import type { Card } from '@quadro/contracts';
import { useRef, useState } from 'react';
import { useUpdateCard } from '../../api/update-card';

/** What an in-place editor needs: the saved value, the draft, and how the edit starts and ends. */
export interface InPlaceEdit {
  value: string;
  draft: string;
  editing: boolean;
  onDraftChange: (draft: string) => void;
  onStart: () => void;
  onCommit: () => void;
  onCancel: () => void;
}

/**
 * The card's title and description drafts. They live in the dialog, not in the editors, so
 * closing the dialog mid-edit saves instead of losing what was typed.
 */
export function useCardDrafts(boardId: string, card: Card) {
  const updateCard = useUpdateCard(boardId);
  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  const [descriptionDraft, setDescriptionDraft] = useState<string | null>(null);
  // A title edit ends once: Enter, Esc or blur (which may follow when the field unmounts).
  const titleSettled = useRef(false);
  const editingTitle = titleDraft !== null;
  const editingDescription = descriptionDraft !== null;

  function commitTitle() {
    if (titleSettled.current) return;
    titleSettled.current = true;
    const title = titleDraft?.trim();
    if (title && title !== card.title) updateCard.mutate({ cardId: card.id, changes: { title } });
    setTitleDraft(null);
  }

  function commitDescription() {
    const description = descriptionDraft?.trim();
    if (description !== undefined && description !== card.description.trim()) {
      updateCard.mutate({ cardId: card.id, changes: { description } });
    }
    setDescriptionDraft(null);
  }

  const title: InPlaceEdit = {
    value: card.title,
    draft: titleDraft ?? card.title,
    editing: editingTitle,
    onDraftChange: setTitleDraft,
    onStart: () => {
      titleSettled.current = false;
      setTitleDraft(card.title);
    },
    onCommit: commitTitle,
    onCancel: () => {
      titleSettled.current = true;
      setTitleDraft(null);
    },
  };

  const description: InPlaceEdit = {
    value: card.description,
    draft: descriptionDraft ?? card.description,
    editing: editingDescription,
    onDraftChange: setDescriptionDraft,
    onStart: () => setDescriptionDraft(card.description),
    onCommit: commitDescription,
    onCancel: () => setDescriptionDraft(null),
  };

  /** Saves whatever is being edited (the dialog is closing). */
  function commitAll() {
    if (editingTitle) commitTitle();
    if (editingDescription) commitDescription();
  }

  return { title, description, editing: editingTitle || editingDescription, commitAll };
}
