import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  instantAt,
  localDateIn,
  nextBusinessDay,
  toDayNumber,
  weekdayOf,
  type Card,
  type LocalDate,
  type NonWorkingDays,
} from '@quadro/contracts';

/** The viewer's IANA zone, where due dates are shown and counted. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date picked by a shortcut keeps the time already set, else the end of the working day. */
export const DEFAULT_DUE_TIME = { hours: 18, minutes: 0 };

export interface DueShortcut {
  label: string;
  at: Date;
}

/** Days from `from` to the next Monday, strictly after it. */
const nextMonday = (from: LocalDate): LocalDate => {
  const weekday = weekdayOf(toDayNumber(from));
  return addDays(from, (8 - weekday) % 7 || 7);
};

/**
 * The card detail's shortcuts, counted from today in the viewer's zone with the workspace's days
 * off: 'Hoje', 'Amanhã', 'Próximo dia útil', 'Em 3 dias úteis', 'Próxima segunda'.
 */
export function dueShortcuts(
  now: Date,
  holidays: NonWorkingDays,
  timeZone: string,
  time: { hours: number; minutes: number } = DEFAULT_DUE_TIME,
): DueShortcut[] {
  const today = localDateIn(now, timeZone);
  const at = (date: LocalDate) => instantAt(date, time, timeZone);
  return [
    { label: 'Hoje', at: at(today) },
    { label: 'Amanhã', at: at(addDays(today, 1)) },
    { label: 'Próximo dia útil', at: at(nextBusinessDay(today, holidays)) },
    { label: 'Em 3 dias úteis', at: at(addBusinessDays(today, 3, holidays)) },
    { label: 'Próxima segunda', at: at(nextMonday(today)) },
  ];
}

export type DueTone = 'done' | 'overdue' | 'soon' | 'later';

export interface DueBadge {
  label: string;
  tone: DueTone;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A tile's badge for its due date, by urgency in the viewer's zone: 'Concluído', 'Atrasado há N
 * dias' ('Venceu hoje' earlier today), 'Vence hoje', 'Vence amanhã', 'Vence em N dias úteis'
 * (the workspace's days off skipped), or the date when no business day comes before it.
 */
export function dueBadge(
  card: Pick<Card, 'dueDate' | 'dueComplete'>,
  now: Date,
  holidays: NonWorkingDays,
  timeZone: string,
): DueBadge | null {
  if (!card.dueDate) return null;
  if (card.dueComplete) return { label: 'Concluído', tone: 'done' };
  const due = new Date(card.dueDate);
  const today = localDateIn(now, timeZone);
  const dueDay = localDateIn(due, timeZone);
  const daysLate = toDayNumber(today) - toDayNumber(dueDay);
  if (due <= now)
    return {
      label: daysLate === 0 ? 'Venceu hoje' : `Atrasado há ${plural(daysLate, 'dia', 'dias')}`,
      tone: 'overdue',
    };
  if (daysLate === 0) return { label: 'Vence hoje', tone: 'soon' };
  if (daysLate === -1) return { label: 'Vence amanhã', tone: 'soon' };
  const businessDays = businessDaysBetween(today, dueDay, holidays);
  if (businessDays < 1) return { label: `Vence em ${formatDueDay(due, timeZone)}`, tone: 'later' };
  return {
    label: `Vence em ${plural(businessDays, 'dia útil', 'dias úteis')}`,
    tone: businessDays === 1 ? 'soon' : 'later',
  };
}

/** '07/12' in the viewer's zone. */
function formatDueDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone }).format(
    at,
  );
}
