import type { Card } from '@quadro/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { useDueCalendar } from '../../hooks/use-due-calendar';
import { dueBadge, type DueTone } from '../../logic/due-date';

/** Colours from the theme's families (each theme sets them with AA text on the light shade). */
const TONES: Record<DueTone, string> = {
  done: 'bg-green-100 text-green-800',
  overdue: 'bg-red-100 text-red-800',
  soon: 'bg-amber-100 text-amber-900',
  later: 'bg-slate-100 text-slate-700',
};

/** The tile's due date by urgency ('Vence hoje', 'Atrasado há 2 dias'…), or nothing. */
export function DueBadge({ card }: { card: Pick<Card, 'dueDate' | 'dueComplete'> }) {
  const calendar = useDueCalendar();
  if (!card.dueDate) return null;
  const badge = dueBadge(card, calendar.now, calendar.holidays, calendar.timeZone);
  if (!badge) return null;
  const Icon = badge.tone === 'done' ? CheckCircle2 : Clock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium',
        TONES[badge.tone],
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      <span className="sr-only"> — </span>
      {badge.label}
    </span>
  );
}
