import { instantAt, localDateIn, type NonWorkingDays } from '@quadro/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { DEFAULT_DUE_TIME, dueShortcuts } from '../../logic/due-date';

export interface DueDateFieldProps {
  id: string;
  label: string;
  /** The instant saved now (ISO), or null. */
  value: string | null;
  /** A new instant (ISO) or null, sent at once; called only when it differs from `value`. */
  onChange: (dueDate: string | null) => void;
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
 * A due date and time: the browser's own picker (in pt-BR, by keyboard too), which sends when it
 * loses focus or on Enter, and shortcuts counted in business days that keep the time already set.
 * The card's date and a checklist item's share it.
 */
export function DueDateField({
  id,
  label,
  value: savedIso,
  onChange,
  holidays,
  timeZone,
}: DueDateFieldProps) {
  const saved = toFieldValue(savedIso, timeZone);
  const [draft, setDraft] = useState<{ from: string; value: string } | null>(null);
  // A draft typed over another value than the one saved now is stale: show the saved one.
  const value = draft && draft.from === saved ? draft.value : saved;

  const save = (dueDate: string | null) => {
    setDraft(null);
    if (dueDate !== savedIso) onChange(dueDate);
  };
  const commitField = () => {
    if (value === saved) return setDraft(null);
    if (value === '') return save(null);
    const at = fromFieldValue(value, timeZone);
    if (at) save(at.toISOString());
  };

  const time = savedIso ? timeOfDay(savedIso, timeZone) : DEFAULT_DUE_TIME;
  const shortcuts = dueShortcuts(new Date(), holidays, timeZone, time);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
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
        {shortcuts.map(({ label: shortcut, at }) => (
          <Button
            key={shortcut}
            type="button"
            variant="secondary"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={() => save(at.toISOString())}
          >
            {shortcut}
          </Button>
        ))}
      </div>
    </div>
  );
}
