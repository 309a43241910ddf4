import { addDays, localDateIn, toDayNumber, weekdayOf, type Card } from '@quadro/contracts';
import type { DueCalendar } from '../hooks/use-due-calendar';

/** The board's date filter, beside the member filter: every card, or by due date. */
export const DUE_FILTERS = [
  { value: 'all', label: 'Todas as datas' },
  { value: 'with-date', label: 'Com data' },
  { value: 'overdue', label: 'Atrasados' },
  { value: 'this-week', label: 'Vencem esta semana' },
] as const;
export type DueFilter = (typeof DUE_FILTERS)[number]['value'];

/**
 * Whether a card passes the date filter, in the viewer's zone: 'Atrasados' are past due and not
 * 'Concluído'; 'Vencem esta semana' are not done and due from now to Sunday night.
 */
export function cardMatchesDue(
  card: Pick<Card, 'dueDate' | 'dueComplete'>,
  filter: DueFilter,
  { now, timeZone }: Pick<DueCalendar, 'now' | 'timeZone'>,
): boolean {
  if (filter === 'all') return true;
  if (!card.dueDate) return false;
  if (filter === 'with-date') return true;
  if (card.dueComplete) return false;
  const due = new Date(card.dueDate);
  if (filter === 'overdue') return due <= now;
  const today = localDateIn(now, timeZone);
  const sunday = addDays(today, (7 - weekdayOf(toDayNumber(today))) % 7);
  return due > now && localDateIn(due, timeZone) <= sunday;
}
