import type { Label, Member } from '@quadro/contracts';
import { Filter, X } from 'lucide-react';
import { Select } from '../../../../components/ui/select';
import { cn } from '../../../../lib/cn';
import { DUE_FILTERS, type DueFilter } from '../../logic/due-filter';
import { labelFilterOptions, type LabelFilter } from '../../logic/label-filter';
import { memberLabel, type MemberFilter } from '../../logic/member-filter';

export interface MemberFilterControlProps {
  members: readonly Member[];
  value: MemberFilter;
  onChange: (value: MemberFilter) => void;
  /** The board's labels, to filter by one of them or by having none. */
  labels: readonly Label[];
  label: LabelFilter;
  onLabelChange: (value: LabelFilter) => void;
  /** The date filter beside it ('Com data', 'Atrasados', 'Vencem esta semana'). */
  due: DueFilter;
  onDueChange: (value: DueFilter) => void;
  visibleCount: number;
  totalCount: number;
}

/**
 * All, unassigned or one member (spec §2), by label and by due date; 'X de Y cards' counts what
 * passes them all and one button clears them while any is on.
 */
export function MemberFilterControl({
  members,
  value,
  onChange,
  labels,
  label,
  onLabelChange,
  due,
  onDueChange,
  visibleCount,
  totalCount,
}: MemberFilterControlProps) {
  const active = value !== 'all' || label !== 'all' || due !== 'all';
  return (
    <div className="flex min-w-0 basis-full flex-wrap items-center gap-2 sm:basis-auto">
      <label htmlFor="member-filter" className="sr-only">
        Filtrar por membro
      </label>
      <div className="relative min-w-0 flex-1 sm:flex-none">
        <Filter
          className={cn(
            'pointer-events-none absolute top-1/2 left-2.5 z-10 size-3.5 -translate-y-1/2',
            active ? 'text-brand-600' : 'text-slate-400',
          )}
          aria-hidden="true"
        />
        <Select
          id="member-filter"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          size="sm"
          leadingIcon
          highlighted={active}
          className="sm:w-52"
        >
          <option value="all">Todos os membros</option>
          <option value="unassigned">Sem responsável</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {memberLabel(member)}
            </option>
          ))}
        </Select>
      </div>
      <label htmlFor="label-filter" className="sr-only">
        Filtrar por etiqueta
      </label>
      <Select
        id="label-filter"
        value={label}
        onChange={(event) => onLabelChange(event.target.value)}
        size="sm"
        highlighted={label !== 'all'}
        className="min-w-0 flex-1 sm:w-48 sm:flex-none"
      >
        <option value="all">Todas as etiquetas</option>
        <option value="none">Sem etiquetas</option>
        {labelFilterOptions(labels).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <label htmlFor="due-filter" className="sr-only">
        Filtrar por data de entrega
      </label>
      <Select
        id="due-filter"
        value={due}
        onChange={(event) => onDueChange(event.target.value as DueFilter)}
        size="sm"
        highlighted={due !== 'all'}
        className="min-w-0 flex-1 sm:w-44 sm:flex-none"
      >
        {DUE_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {active && (
        <>
          <span
            className="text-xs font-medium whitespace-nowrap text-slate-600 tabular-nums"
            aria-live="polite"
          >
            {visibleCount} de {totalCount} cards
          </span>
          <button
            type="button"
            onClick={() => {
              onChange('all');
              onLabelChange('all');
              onDueChange('all');
            }}
            className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-3.5" aria-hidden="true" />
            Limpar filtro
          </button>
        </>
      )}
    </div>
  );
}
