import { describe, expect, it } from 'vitest';
import { dueBadge, dueShortcuts } from './due-date';

const SP = 'America/Sao_Paulo';
const CHRISTMAS = new Set(['2026-12-25']);
/** Wednesday 23 December 2026, noon in São Paulo. */
const NOW = new Date('2026-12-23T12:00:00-03:00');

describe('dueShortcuts', () => {
  it('counts from today in the viewer’s zone, skipping weekends and the days off', () => {
    const shortcuts = dueShortcuts(NOW, CHRISTMAS, SP);
    expect(shortcuts.map(({ label, at }) => [label, at.toISOString()])).toEqual([
      ['Hoje', '2026-12-23T21:00:00.000Z'],
      ['Amanhã', '2026-12-24T21:00:00.000Z'],
      ['Próximo dia útil', '2026-12-24T21:00:00.000Z'],
      // Thursday 24, (Christmas, the weekend,) Monday 28, Tuesday 29.
      ['Em 3 dias úteis', '2026-12-29T21:00:00.000Z'],
      ['Próxima segunda', '2026-12-28T21:00:00.000Z'],
    ]);
  });

  it('keeps the time it is given, across a change of the clocks abroad', () => {
    // Friday 30 October 2026 in New York; the clocks go back on Sunday 1 November.
    const friday = new Date('2026-10-30T12:00:00-04:00');
    const shortcuts = dueShortcuts(friday, new Set(), 'America/New_York', {
      hours: 9,
      minutes: 30,
    });
    const inThree = shortcuts.find(({ label }) => label === 'Em 3 dias úteis')!;
    expect(inThree.at.toISOString()).toBe('2026-11-04T14:30:00.000Z');
    const monday = shortcuts.find(({ label }) => label === 'Próxima segunda')!;
    expect(monday.at.toISOString()).toBe('2026-11-02T14:30:00.000Z');
  });

  it('takes next Monday as the one after today when today is a Monday', () => {
    const monday = new Date('2026-12-28T10:00:00-03:00');
    const next = dueShortcuts(monday, CHRISTMAS, SP).find(
      ({ label }) => label === 'Próxima segunda',
    );
    expect(next!.at.toISOString()).toBe('2027-01-04T21:00:00.000Z');
  });
});

describe('dueBadge', () => {
  const badge = (dueDate: string | null, dueComplete = false) =>
    dueBadge({ dueDate, dueComplete }, NOW, CHRISTMAS, SP);

  it.each([
    ['2026-12-23T18:00:00-03:00', 'Vence hoje', 'soon'],
    ['2026-12-24T10:00:00-03:00', 'Vence amanhã', 'soon'],
    // Thursday, then Christmas and the weekend: one business day to go before Saturday.
    ['2026-12-26T10:00:00-03:00', 'Vence em 1 dia útil', 'soon'],
    ['2026-12-28T10:00:00-03:00', 'Vence em 2 dias úteis', 'later'],
    ['2027-01-06T10:00:00-03:00', 'Vence em 9 dias úteis', 'later'],
    ['2026-12-23T09:00:00-03:00', 'Venceu hoje', 'overdue'],
    ['2026-12-22T23:59:00-03:00', 'Atrasado há 1 dia', 'overdue'],
    ['2026-12-21T10:00:00-03:00', 'Atrasado há 2 dias', 'overdue'],
  ])('%s → %s', (dueDate, label, tone) => {
    expect(badge(dueDate)).toEqual({ label, tone });
  });

  it('says Concluído whatever the date, and nothing without one', () => {
    expect(badge('2026-12-21T10:00:00-03:00', true)).toEqual({ label: 'Concluído', tone: 'done' });
    expect(badge(null)).toBeNull();
  });

  it('counts days in the viewer’s zone: 01:00 UTC on the 24th is still the 23rd in São Paulo', () => {
    expect(badge('2026-12-24T01:00:00Z')).toEqual({ label: 'Vence hoje', tone: 'soon' });
  });

  it('names the day when it falls on a weekend with no business day before it', () => {
    const friday = new Date('2027-01-08T10:00:00-03:00');
    expect(
      dueBadge({ dueDate: '2027-01-09T10:00:00-03:00', dueComplete: false }, friday, new Set(), SP),
    ).toEqual({ label: 'Vence amanhã', tone: 'soon' });
    expect(
      dueBadge({ dueDate: '2027-01-10T10:00:00-03:00', dueComplete: false }, friday, new Set(), SP),
    ).toEqual({ label: 'Vence em 10/01', tone: 'later' });
  });
});
