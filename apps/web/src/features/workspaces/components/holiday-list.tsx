import {
  HOLIDAY_KIND_LABELS,
  OPTIONAL_HOLIDAY_LABEL,
  type Holiday,
  type HolidayKind,
} from '@quadro/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/http';
import { formatLocalDate, weekdayOf } from '../../../lib/local-dates';
import { useHolidays } from '../api/get-holidays';
import { useRemoveHoliday } from '../api/remove-holiday';

const KIND_STYLES: Record<HolidayKind, string> = {
  national: 'bg-slate-100 text-slate-700',
  state: 'bg-brand-50 text-brand-800',
  workspace: 'bg-emerald-50 text-emerald-800',
};

function Tag({ className, children }: { className: string; children: string }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', className)}>
      {children}
    </span>
  );
}

function RemoveButton(props: { holiday: Holiday; pending: boolean; onRemove: () => void }) {
  const { holiday, pending, onRemove } = props;
  return (
    <Button
      variant="danger-ghost"
      size="sm"
      className="size-9 shrink-0 px-0"
      aria-label={`Remover ${holiday.name} (${formatLocalDate(holiday.date)})`}
      pending={pending}
      onClick={onRemove}
    >
      {!pending && <Trash2 className="size-4" aria-hidden="true" />}
    </Button>
  );
}

export interface HolidayListProps {
  workspaceId: string;
  year: number;
  /** Whether the workspace's own days may be removed here. */
  editable: boolean;
}

/** The year's days off: the region's holidays and optional days, and the workspace's own. */
export function HolidayList({ workspaceId, year, editable }: HolidayListProps) {
  const holidays = useHolidays(workspaceId, year);
  const removeHoliday = useRemoveHoliday(workspaceId);
  const [removeError, setRemoveError] = useState<string | null>(null);

  function remove(holiday: Holiday) {
    setRemoveError(null);
    removeHoliday.mutate(holiday.date, {
      onError: (error) => setRemoveError(errorMessage(error, 'Erro ao remover o feriado')),
    });
  }

  if (holidays.isPending) return <Spinner className="py-4" label="Carregando feriados…" />;
  if (holidays.isError)
    return (
      <Alert tone="error">
        {errorMessage(holidays.error, 'Não foi possível carregar os feriados.')}{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void holidays.refetch()}
        >
          Tentar novamente
        </button>
      </Alert>
    );
  const list = holidays.data.holidays;
  return (
    <div className="space-y-2">
      {removeError && <Alert tone="error">{removeError}</Alert>}
      {list.length === 0 ? (
        <p className="py-4 text-sm text-slate-600">Nenhum feriado em {year}.</p>
      ) : (
        <ul aria-label={`Feriados de ${year}`} className="divide-y divide-slate-100">
          {list.map((holiday) => (
            <li
              key={`${holiday.date}-${holiday.kind}-${holiday.name}`}
              className="flex items-center gap-3 py-2"
            >
              <time dateTime={holiday.date} className="w-14 shrink-0 text-sm">
                <span className="block font-semibold text-slate-900">
                  {formatLocalDate(holiday.date).slice(0, 5)}
                </span>
                <span className="block text-xs text-slate-600">{weekdayOf(holiday.date)}</span>
              </time>
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-800">{holiday.name}</p>
                <p className="mt-1 flex flex-wrap gap-1">
                  <Tag className={KIND_STYLES[holiday.kind]}>
                    {HOLIDAY_KIND_LABELS[holiday.kind]}
                  </Tag>
                  {holiday.optional && (
                    <Tag className="bg-yellow-50 text-yellow-900">{OPTIONAL_HOLIDAY_LABEL}</Tag>
                  )}
                </p>
              </div>
              {editable && holiday.kind === 'workspace' && (
                <RemoveButton
                  holiday={holiday}
                  pending={removeHoliday.isPending && removeHoliday.variables === holiday.date}
                  onRemove={() => remove(holiday)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
