import type { Label } from '@quadro/contracts';
import { Check, Pencil, Plus } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { labelName } from '../../logic/label-name';
import { labelsMatching } from '../../logic/label-search';
import { LabelChip } from './label-chip';

export interface LabelOptionsProps {
  labels: readonly Label[];
  /** The labels on the card. */
  selected: readonly string[];
  query: string;
  onQueryChange: (query: string) => void;
  onToggle: (label: Label, on: boolean) => void;
  onEdit: (label: Label) => void;
  /** 'Criar etiqueta', named after the search when there is one. */
  onCreate: (name: string) => void;
}

const TOGGLE = '[data-label-toggle]';

/**
 * The picker's first view: a search, and every label it finds as a checkbox (on the card or
 * not) with its 'Editar'. ↓ from the search goes into the list, ↑ ↓ Home End move in it, Enter
 * in the search toggles the first label found (or creates one named after the search).
 */
export function LabelOptions({
  labels,
  selected,
  query,
  onQueryChange,
  onToggle,
  onEdit,
  onCreate,
}: LabelOptionsProps) {
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const found = labelsMatching(labels, query);
  const toggles = () => [...(listRef.current?.querySelectorAll<HTMLElement>(TOGGLE) ?? [])];

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      toggles()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = found[0];
      if (first) onToggle(first, !selected.includes(first.id));
      else if (query.trim()) onCreate(query.trim());
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = toggles();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const next =
      event.key === 'ArrowDown'
        ? all[Math.min(at + 1, all.length - 1)]
        : event.key === 'ArrowUp'
          ? (all[at - 1] ?? searchRef.current)
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  return (
    <div className="space-y-2">
      <Input
        ref={searchRef}
        type="search"
        autoFocus
        autoComplete="off"
        aria-label="Buscar etiquetas"
        aria-controls={listId}
        placeholder="Buscar etiquetas..."
        className="h-9"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      {found.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-600">
          {labels.length === 0
            ? 'Este quadro ainda não tem etiquetas.'
            : 'Nenhuma etiqueta encontrada.'}
        </p>
      ) : null}
      <ul
        id={listId}
        ref={listRef}
        aria-label="Etiquetas do quadro"
        hidden={found.length === 0}
        onKeyDown={onListKeyDown}
        className="max-h-64 space-y-1 overflow-y-auto p-0.5"
      >
        {found.map((label) => {
          const on = selected.includes(label.id);
          return (
            <li key={label.id} className="flex items-center gap-1">
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                data-label-toggle
                onClick={() => onToggle(label, !on)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md p-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-4 shrink-0 items-center justify-center rounded border',
                    on ? 'border-brand-600 bg-brand-600 text-on-accent' : 'border-slate-400',
                  )}
                >
                  {on && <Check className="size-3" />}
                </span>
                <LabelChip label={label} className="min-w-0 flex-1" />
              </button>
              <button
                type="button"
                aria-label={`Editar etiqueta ${labelName(label)}`}
                title="Editar"
                onClick={() => onEdit(label)}
                className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Pencil className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" fullWidth onClick={() => onCreate(query.trim())}>
        <Plus className="size-4" aria-hidden="true" />
        {query.trim() ? `Criar etiqueta “${query.trim()}”` : 'Criar etiqueta'}
      </Button>
    </div>
  );
}
