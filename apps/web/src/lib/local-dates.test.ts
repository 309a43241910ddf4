import { describe, expect, it } from 'vitest';
import { formatLocalDate, weekdayOf } from './local-dates';

describe('local dates', () => {
  it('read as day/month/year, whatever the zone', () => {
    expect(formatLocalDate('2026-01-20')).toBe('20/01/2026');
    expect(formatLocalDate('amanhã')).toBe('amanhã');
  });

  it('name their day of the week in Portuguese', () => {
    expect(weekdayOf('2026-07-09')).toBe('qui.');
    expect(weekdayOf('2026-11-20')).toBe('sex.');
    expect(weekdayOf('x')).toBe('');
  });
});
