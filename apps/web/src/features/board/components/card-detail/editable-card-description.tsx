import type { KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { cn } from '../../../../lib/cn';
import type { InPlaceEdit } from './use-card-drafts';

/** Click to edit; Ctrl + Enter or 'Salvar' saves, Esc cancels. Readers see the text alone. */
export function EditableCardDescription({
  value,
  draft,
  editing,
  onDraftChange,
  onStart,
  onCommit,
  onCancel,
  canEdit,
}: InPlaceEdit & { canEdit: boolean }) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') onCancel();
    else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onCommit();
    }
  }

  if (editing) {
    return (
      <div className="space-y-2">
        <Textarea
          aria-label="Descrição do cartão"
          autoFocus
          rows={6}
          maxLength={10_000}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Adicione uma descrição mais detalhada..."
        />
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={onCommit}>
            Salvar
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <span className="ml-auto hidden text-xs text-slate-500 sm:inline">
            Ctrl + Enter salva · Esc cancela
          </span>
        </div>
      </div>
    );
  }

  if (!canEdit) {
    return (
      <p className="text-sm whitespace-pre-wrap text-slate-700">
        {value || <span className="text-slate-500">Sem descrição.</span>}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={onStart}
      className={cn(
        'block min-h-20 w-full rounded-lg px-3 py-2 text-left text-sm whitespace-pre-wrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        value
          ? 'text-slate-700 hover:bg-slate-50'
          : 'bg-slate-100 text-slate-600 hover:bg-slate-200/70',
      )}
    >
      <span className="sr-only">Editar descrição: </span>
      {value || 'Adicione uma descrição mais detalhada...'}
    </button>
  );
}
