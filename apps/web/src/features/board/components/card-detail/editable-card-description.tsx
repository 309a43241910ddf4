import { Pencil } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { MarkdownText } from '../../../../components/markdown-text';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { cn } from '../../../../lib/cn';
import type { InPlaceEdit } from './use-card-drafts';

/**
 * Shown as Markdown; click it or 'Editar descrição' to edit the raw text, Ctrl + Enter or 'Salvar'
 * saves, Esc cancels. Readers see the rendered text alone.
 */
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
    return value ? (
      <MarkdownText text={value} className="text-sm text-slate-700" />
    ) : (
      <p className="text-sm whitespace-pre-wrap text-slate-700">
        <span className="text-slate-500">Sem descrição.</span>
      </p>
    );
  }
  if (value) {
    return (
      <div
        // A click on the text edits it, as on the empty placeholder; a click on a link follows it.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a, button')) return;
          onStart();
        }}
        className="min-h-20 cursor-text rounded-lg px-3 py-2 transition-colors hover:bg-slate-50"
      >
        <MarkdownText text={value} className="text-sm text-slate-700" />
        <Button size="sm" variant="ghost" onClick={onStart} className="mt-2 -ml-3">
          <Pencil className="size-4" aria-hidden="true" />
          Editar descrição
        </Button>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onStart}
      className={cn(
        'block min-h-20 w-full rounded-lg px-3 py-2 text-left text-sm whitespace-pre-wrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        'bg-slate-100 text-slate-600 hover:bg-slate-200/70',
      )}
    >
      <span className="sr-only">Editar descrição: </span>
      Adicione uma descrição mais detalhada...
    </button>
  );
}
