import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addBusinessDaysAt,
  DEFAULT_TIME_ZONE,
  instantAt,
  isTimeZone,
  localDateIn,
} from './zoned-time.js';

const SP = DEFAULT_TIME_ZONE;
const NY = 'America/New_York';
/** The national holidays of late 2026 that these cases cross (Finados, Consciência Negra). */
const HOLIDAYS = new Set(['2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25']);
const at = (iso: string) => new Date(iso);

describe('São Paulo (UTC−3 all year since 2019)', () => {
  it('tells the local day of an instant', () => {
    expect(localDateIn(at('2026-11-28T01:00:00Z'), SP)).toBe('2026-11-27'); // 22:00 on Friday
    expect(localDateIn(at('2026-11-28T03:00:00Z'), SP)).toBe('2026-11-28'); // midnight
  });

  it("moves 'em 3 dias úteis' from Friday 18:00 to Wednesday 18:00", () => {
    expect(addBusinessDaysAt(at('2026-11-27T21:00:00Z'), 3, HOLIDAYS, SP)).toEqual(
      at('2026-12-02T21:00:00Z'),
    );
  });

  it('skips 20 de novembro and comes back over it', () => {
    const thursday = at('2026-11-19T21:00:00Z');
    const monday = at('2026-11-23T21:00:00Z');
    expect(addBusinessDaysAt(thursday, 1, HOLIDAYS, SP)).toEqual(monday);
    expect(addBusinessDaysAt(monday, -1, HOLIDAYS, SP)).toEqual(thursday);
  });

  it('counts from the local day, not the UTC one', () => {
    // Friday 2026-11-27 23:30 in São Paulo is already Saturday in UTC.
    expect(addBusinessDaysAt(at('2026-11-28T02:30:00Z'), 1, HOLIDAYS, SP)).toEqual(
      at('2026-12-01T02:30:00Z'),
    );
  });
});

describe('New York (a user abroad, with daylight saving)', () => {
  it('tells the local day of an instant', () => {
    expect(localDateIn(at('2026-11-28T03:00:00Z'), NY)).toBe('2026-11-27'); // 22:00 EST
    expect(localDateIn(at('2026-07-10T03:30:00Z'), NY)).toBe('2026-07-09'); // 23:30 EDT
  });

  it('keeps the wall-clock time when the clocks go back between the two days', () => {
    // Friday 18:00 EDT; Monday is Finados, so Tuesday 18:00 EST: 4 days and 1 hour later.
    const friday = at('2026-10-30T22:00:00Z');
    const tuesday = at('2026-11-03T23:00:00Z');
    expect(addBusinessDaysAt(friday, 1, HOLIDAYS, NY)).toEqual(tuesday);
    expect(addBusinessDaysAt(tuesday, -1, HOLIDAYS, NY)).toEqual(friday);
  });

  it('keeps the wall-clock time when the clocks go forward between the two days', () => {
    // Friday 09:00 EST → Monday 09:00 EDT: one hour less than three days.
    expect(addBusinessDaysAt(at('2026-03-06T14:00:00Z'), 1, HOLIDAYS, NY)).toEqual(
      at('2026-03-09T13:00:00Z'),
    );
  });

  it('moves a time the change skips forward, and takes the first of a repeated one', () => {
    expect(instantAt('2026-03-08', { hours: 2, minutes: 30 }, NY)).toEqual(
      at('2026-03-08T07:30:00Z'),
    );
    expect(instantAt('2026-11-01', { hours: 1, minutes: 30 }, NY)).toEqual(
      at('2026-11-01T05:30:00Z'),
    );
  });
});

describe("whatever the machine's own zone", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers the same', () => {
    // Node reads TZ again when it changes: Date's own local getters now speak Tokyo time.
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(new Date('2026-11-28T01:00:00Z').getDate()).toBe(28);
    expect(localDateIn(at('2026-11-28T01:00:00Z'), SP)).toBe('2026-11-27');
    expect(addBusinessDaysAt(at('2026-10-30T22:00:00Z'), 1, HOLIDAYS, NY)).toEqual(
      at('2026-11-03T23:00:00Z'),
    );
  });
});

describe('bad input', () => {
  it('refuses unknown zones and invalid instants', () => {
    expect(isTimeZone(SP)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Brasil/Quadro')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
    expect(() => localDateIn(Date.now(), 'Lua/Base')).toThrow(RangeError);
    expect(() => localDateIn(Number.NaN, SP)).toThrow(RangeError);
    expect(() => localDateIn(at('1969-12-31T12:00:00Z'), SP)).toThrow(RangeError);
    expect(() => instantAt('2026-02-30', { hours: 9, minutes: 0 }, SP)).toThrow(RangeError);
  });
});
