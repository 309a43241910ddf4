import { describe, expect, it } from 'vitest';
import { cardMatchesDue, type DueFilter } from './due-filter';

/** Wednesday 23 December 2026, noon in São Paulo. */
const calendar = { now: new Date('2026-12-23T12:00:00-03:00'), timeZone: 'America/Sao_Paulo' };
const card = (dueDate: string | null, dueComplete = false) => ({ dueDate, dueComplete });

const cards = {
  none: card(null),
  late: card('2026-12-22T10:00:00-03:00'),
  lateDone: card('2026-12-22T10:00:00-03:00', true),
  laterToday: card('2026-12-23T18:00:00-03:00'),
  // 23:30 on Sunday in São Paulo is already Monday in UTC.
  sundayNight: card('2026-12-27T23:30:00-03:00'),
  nextMonday: card('2026-12-28T09:00:00-03:00'),
};

const passing = (filter: DueFilter) =>
  Object.entries(cards)
    .filter(([, c]) => cardMatchesDue(c, filter, calendar))
    .map(([name]) => name);

describe('cardMatchesDue', () => {
  it.each([
    ['all', ['none', 'late', 'lateDone', 'laterToday', 'sundayNight', 'nextMonday']],
    ['with-date', ['late', 'lateDone', 'laterToday', 'sundayNight', 'nextMonday']],
    ['overdue', ['late']],
    ['this-week', ['laterToday', 'sundayNight']],
  ] as [DueFilter, string[]][])('%s keeps %j', (filter, names) => {
    expect(passing(filter)).toEqual(names);
  });

  it('takes the week to end today when today is Sunday', () => {
    const sunday = { ...calendar, now: new Date('2026-12-27T08:00:00-03:00') };
    expect(cardMatchesDue(cards.sundayNight, 'this-week', sunday)).toBe(true);
    expect(cardMatchesDue(cards.nextMonday, 'this-week', sunday)).toBe(false);
  });
});
