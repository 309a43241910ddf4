import { Pencil } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Textarea } from '../../../../components/ui/textarea';
import type { InPlaceEdit } from './use-card-drafts';

/** Click to edit; Enter or leaving the field saves (unless empty or unchanged), Esc cancels. */
export function EditableCardTitle({
  value,
  draft,
  editing,
  onDraftChange,
  onStart,
  onCommit,
  onCancel,
}: InPlaceEdit) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  }

  if (editing) {
    return (
      <Textarea
        aria-label="Título do cartão"
        autoFocus
        rows={1}
        maxLength={500}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={onCommit}
        onFocus={(event) => event.currentTarget.select()}
        variant="heading"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={onStart}
      title="Clique para editar o título"
      className="group -mx-2 flex w-[calc(100%+1rem)] items-start gap-2 rounded-lg px-2 py-1 text-left break-words hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="min-w-0 flex-1">{value}</span>
      <Pencil
        className="mt-1.5 size-4 shrink-0 text-slate-400 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        aria-hidden="true"
      />
      <span className="sr-only">(editar título)</span>
    </button>
  );
}
