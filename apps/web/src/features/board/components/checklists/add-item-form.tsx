import { MAX_CHECKLIST_ITEM_TEXT } from '@quadro/contracts';
import { Plus } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';

/** What was typed and not added yet, by checklist: it waits for the card's next opening. */
const drafts = new Map<string, string>();

export interface AddItemFormProps {
  checklistId: string;
  /** The field shown (one checklist's at a time), or its 'Adicionar item' button. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (text: string) => void;
}

/**
 * 'Adicionar item': Enter adds the text and leaves the field open, empty, for the next item;
 * Esc or 'Cancelar' closes it (what was typed stays for later).
 */
export function AddItemForm({ checklistId, open, onOpenChange, onAdd }: AddItemFormProps) {
  const [text, setText] = useState(() => drafts.get(checklistId) ?? '');

  function change(next: string) {
    setText(next);
    if (next) drafts.set(checklistId, next);
    else drafts.delete(checklistId);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    change('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      onOpenChange(false);
    }
  }

  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => onOpenChange(true)}>
        <Plus className="size-4" aria-hidden="true" />
        Adicionar item
      </Button>
    );

  return (
    <form onSubmit={submit} className="space-y-2">
      <Textarea
        aria-label="Novo item"
        placeholder="Adicionar um item"
        autoFocus
        rows={1}
        maxLength={MAX_CHECKLIST_ITEM_TEXT}
        value={text}
        data-esc-cancels-edit
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        variant="inline"
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm">
          Adicionar
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <span className="ml-auto hidden text-xs text-slate-500 sm:inline">
          Enter adiciona · Esc fecha
        </span>
      </div>
    </form>
  );
}
