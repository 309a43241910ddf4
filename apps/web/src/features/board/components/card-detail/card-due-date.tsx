import { instantAt, localDateIn, type Card, type NonWorkingDays } from '@quadro/contracts';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { formatDayAndTime } from '../../../../lib/date-time';
import { useUpdateCard } from '../../api/update-card';
import { DEFAULT_DUE_TIME, dueShortcuts } from '../../logic/due-date';

export interface CardDueDateProps {
  boardId: string;
  card: Card;
  canEdit: boolean;
  /** The workspace's days off, for the business-day shortcuts. */
  holidays: NonWorkingDays;
  /** The viewer's zone: what 'Hoje' and the field's time mean. */
  timeZone: string;
}

/** The time of day `iso` shows in `timeZone`. */
function timeOfDay(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hours: part('hour'), minutes: part('minute') };
}

/** The field's value ('2026-12-07T18:00') for an instant, in `timeZone`. */
function toFieldValue(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const { hours, minutes } = timeOfDay(iso, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDateIn(new Date(iso), timeZone)}T${pad(hours)}:${pad(minutes)}`;
}

/** The instant a complete field value means in `timeZone`; null for an incomplete one. */
function fromFieldValue(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  try {
    return instantAt(match[1]!, { hours: Number(match[2]), minutes: Number(match[3]) }, timeZone);
  } catch {
    return null;
  }
}

/**
 * 'Data de entrega': a date and time field (the browser's own picker, in pt-BR, by keyboard too),
 * shortcuts counted in business days, 'Concluído' and 'Remover data'. Each change is sent at once
 * and reverted if refused; the field sends when it loses focus or on Enter.
 */
export function CardDueDate({ boardId, card, canEdit, holidays, timeZone }: CardDueDateProps) {
  const updateCard = useUpdateCard(boardId);
  const saved = toFieldValue(card.dueDate, timeZone);
  const [draft, setDraft] = useState<{ from: string; value: string } | null>(null);
  // A draft typed over another value than the one saved now is stale: show the saved one.
  const value = draft && draft.from === saved ? draft.value : saved;

  const save = (dueDate: string | null) => {
    setDraft(null);
    if (dueDate !== card.dueDate) updateCard.mutate({ cardId: card.id, changes: { dueDate } });
  };
  const commitField = () => {
    if (value === saved) return setDraft(null);
    if (value === '') return save(null);
    const at = fromFieldValue(value, timeZone);
    if (at) save(at.toISOString());
  };

  if (!canEdit)
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Data de entrega</p>
        <p className="flex items-center gap-2 text-slate-700">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {card.dueDate ? formatDayAndTime(card.dueDate, timeZone) : 'Sem data'}
          {card.dueDate && card.dueComplete && (
            <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
              Concluído
            </span>
          )}
        </p>
      </div>
    );

  const time = card.dueDate ? timeOfDay(card.dueDate, timeZone) : DEFAULT_DUE_TIME;
  const shortcuts = dueShortcuts(new Date(), holidays, timeZone, time);
  return (
    <div className="space-y-2">
      <Label htmlFor="card-detail-due-date">Data de entrega</Label>
      <Input
        id="card-detail-due-date"
        type="datetime-local"
        lang="pt-BR"
        value={value}
        min="1970-01-01T00:00"
        max="9999-12-31T23:59"
        onChange={(event) => setDraft({ from: saved, value: event.target.value })}
        onBlur={commitField}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitField();
          }
        }}
      />
      <div role="group" aria-label="Atalhos de data" className="flex flex-wrap gap-1.5">
        {shortcuts.map(({ label, at }) => (
          <Button
            key={label}
            type="button"
            variant="secondary"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={() => save(at.toISOString())}
          >
            {label}
          </Button>
        ))}
      </div>
      {card.dueDate && (
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox
              checked={card.dueComplete}
              onChange={(event) =>
                updateCard.mutate({
                  cardId: card.id,
                  changes: { dueComplete: event.target.checked },
                })
              }
            />
            Concluído
          </label>
          <Button type="button" variant="ghost" size="sm" onClick={() => save(null)}>
            Remover data
          </Button>
        </div>
      )}
    </div>
  );
}
