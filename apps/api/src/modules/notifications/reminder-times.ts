import {
  addBusinessDaysAt,
  DEFAULT_TIME_ZONE,
  type NonWorkingDays,
  type ReminderKind,
} from '@quadro/contracts';

const HOUR_MS = 60 * 60_000;

export interface ReminderTime {
  kind: ReminderKind;
  at: Date;
}

/**
 * When each reminder of a due date fires (design §12): 'vence em 1 dia útil' at the due time's
 * clock on the business day before, in the workspace's calendar and Brasília's time; 'vence em 1
 * hora' an hour before; 'atrasado' at the due time. A date set inside a window fires the nearest
 * reminder at once (`now`) and skips the earlier ones; a date already past reminds of nothing.
 */
export function reminderTimes(
  dueAt: Date,
  nonWorkingDays: NonWorkingDays,
  now: Date,
): ReminderTime[] {
  if (dueAt <= now) return [];
  const all: ReminderTime[] = [
    { kind: 'due_soon', at: addBusinessDaysAt(dueAt, -1, nonWorkingDays, DEFAULT_TIME_ZONE) },
    { kind: 'due_in_hour', at: new Date(dueAt.getTime() - HOUR_MS) },
    { kind: 'overdue', at: dueAt },
  ];
  const passed = all.filter(({ at }) => at <= now);
  const nearest = passed.at(-1);
  return [
    ...(nearest ? [{ kind: nearest.kind, at: now }] : []),
    ...all.filter(({ at }) => at > now),
  ];
}

/** A reminder's natural key: one per card, kind and due time, whatever happens meanwhile. */
export const reminderKey = (cardId: string, kind: ReminderKind, dueAt: Date) =>
  `${cardId}:${kind}:${dueAt.toISOString()}`;
