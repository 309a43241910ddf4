import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  isBusinessDay,
  nextBusinessDay,
  previousBusinessDay,
} from './business-days.js';
import type { NonWorkingDays } from './business-days.js';
import { addDays } from './local-dates.js';

/**
 * Brazil's national public holidays of 2026 and 2027, checked by hand against the calendar (the
 * API's test checks that date-holidays gives exactly these). Optional days are not here:
 * Carnaval (2026-02-16/17, 2027-02-08/09) and Corpus Christi (2026-06-04, 2027-05-27) are pontos
 * facultativos, 'bank' days in the library, business days unless a workspace adds them.
 */
const NATIONAL = new Set([
  '2026-01-01', // Ano Novo, quinta
  '2026-04-03', // Sexta-feira Santa
  '2026-04-21', // Tiradentes, terça
  '2026-05-01', // Dia do Trabalhador, sexta
  '2026-09-07', // Independência, segunda
  '2026-10-04', // eleição, domingo
  '2026-10-12', // Nossa Senhora Aparecida, segunda
  '2026-10-25', // eleição (segundo turno), domingo
  '2026-11-02', // Finados, segunda
  '2026-11-15', // Proclamação da República, domingo
  '2026-11-20', // Consciência Negra, sexta (nacional desde 2024)
  '2026-12-25', // Natal, sexta
  '2027-01-01', // sexta
  '2027-03-26', // Sexta-feira Santa
  '2027-04-21', // quarta
  '2027-05-01', // sábado
  '2027-09-07', // terça
  '2027-10-12', // terça
  '2027-11-02', // terça
  '2027-11-15', // segunda
  '2027-11-20', // sábado
  '2027-12-25', // sábado
]);
/** São Paulo adds 9 de julho (Revolução Constitucionalista): a Thursday in 2026, a Friday in 2027. */
const SAO_PAULO = new Set([...NATIONAL, '2026-07-09', '2027-07-09']);
const NONE = new Set<string>();

describe('the 2026-2027 table', () => {
  const table: [why: string, from: string, holidays: NonWorkingDays, next: string][] = [
    ['Sexta-feira Santa 2026', '2026-04-02', NATIONAL, '2026-04-06'],
    ['Sexta-feira Santa 2027', '2027-03-25', NATIONAL, '2027-03-29'],
    ['Tiradentes on a Tuesday', '2026-04-20', NATIONAL, '2026-04-22'],
    ['Tiradentes on a Wednesday', '2027-04-20', NATIONAL, '2027-04-22'],
    ['Corpus Christi 2026 is optional: a business day', '2026-06-03', NATIONAL, '2026-06-04'],
    ['Corpus Christi 2027 is optional: a business day', '2027-05-26', NATIONAL, '2027-05-27'],
    ['20 de novembro on a Friday', '2026-11-19', NATIONAL, '2026-11-23'],
    ['20 de novembro on a Saturday changes nothing', '2027-11-19', NATIONAL, '2027-11-22'],
    ['Natal on a Friday', '2026-12-24', NATIONAL, '2026-12-28'],
    ['Natal on a Saturday changes nothing', '2027-12-24', NATIONAL, '2027-12-27'],
    ['Ano Novo on a Friday, across the year', '2026-12-31', NATIONAL, '2027-01-04'],
    ['9 de julho is no national holiday', '2026-07-08', NATIONAL, '2026-07-09'],
    ['9 de julho in São Paulo, a Thursday', '2026-07-08', SAO_PAULO, '2026-07-10'],
    ['9 de julho in São Paulo, a Friday', '2027-07-08', SAO_PAULO, '2027-07-12'],
  ];
  it.each(table)('%s', (_why, from, holidays, next) => {
    expect(nextBusinessDay(from, holidays)).toBe(next);
    expect(previousBusinessDay(next, holidays)).toBe(from);
    expect(businessDaysBetween(from, next, holidays)).toBe(1);
    expect(businessDaysBetween(next, from, holidays)).toBe(-1);
  });

  it('marks the holidays, weekends and optional days', () => {
    expect(isBusinessDay('2026-04-03', NATIONAL)).toBe(false);
    expect(isBusinessDay('2026-11-20', NATIONAL)).toBe(false);
    expect(isBusinessDay('2026-04-04', NATIONAL)).toBe(false); // Saturday
    expect(isBusinessDay('2026-04-05', NATIONAL)).toBe(false); // Sunday (Páscoa)
    expect(isBusinessDay('2026-02-17', NATIONAL)).toBe(true); // Carnaval, optional
    expect(isBusinessDay('2026-06-04', NATIONAL)).toBe(true); // Corpus Christi, optional
    expect(isBusinessDay('2026-07-09', NATIONAL)).toBe(true);
    expect(isBusinessDay('2026-07-09', SAO_PAULO)).toBe(false);
  });

  it('counts the business days of each year', () => {
    // 261 weekdays in each year; 9 national holidays fall on one in 2026, 7 in 2027.
    expect(businessDaysBetween('2025-12-31', '2026-12-31', NONE)).toBe(261);
    expect(businessDaysBetween('2025-12-31', '2026-12-31', NATIONAL)).toBe(252);
    expect(businessDaysBetween('2025-12-31', '2026-12-31', SAO_PAULO)).toBe(251);
    expect(businessDaysBetween('2026-12-31', '2027-12-31', NATIONAL)).toBe(254);
    expect(businessDaysBetween('2026-12-31', '2027-12-31', SAO_PAULO)).toBe(253);
    expect(businessDaysBetween('2026-12-31', '2025-12-31', NATIONAL)).toBe(-252);
  });

  it('adds business days across a holiday week and a workspace day', () => {
    // Friday before Tiradentes 2026: Mon 20, (Tue 21), Wed 22, Thu 23, Fri 24.
    expect(addBusinessDays('2026-04-17', 4, NATIONAL)).toBe('2026-04-24');
    expect(addBusinessDays('2026-04-24', -4, NATIONAL)).toBe('2026-04-17');
    // The workspace takes Corpus Christi and the bridge Friday after it off.
    const emenda = new Set([...NATIONAL, '2026-06-04', '2026-06-05']);
    expect(addBusinessDays('2026-06-03', 1, emenda)).toBe('2026-06-08');
    expect(businessDaysBetween('2026-06-01', '2026-06-12', emenda)).toBe(7);
    // A whole year ahead and back.
    expect(addBusinessDays('2025-12-31', 252, NATIONAL)).toBe('2026-12-31');
    expect(addBusinessDays('2026-12-31', -252, NATIONAL)).toBe('2025-12-31');
  });
});

describe('conventions', () => {
  it('adds nothing for 0, and starts from a day off as from the day before it', () => {
    expect(addBusinessDays('2026-04-04', 0, NATIONAL)).toBe('2026-04-04');
    expect(addBusinessDays('2026-04-04', 1, NATIONAL)).toBe('2026-04-06');
    expect(addBusinessDays('2026-04-04', -1, NATIONAL)).toBe('2026-04-02');
    expect(businessDaysBetween('2026-04-04', '2026-04-06', NATIONAL)).toBe(1);
    expect(businessDaysBetween('2026-04-04', '2026-04-04', NATIONAL)).toBe(0);
    expect(businessDaysBetween('2026-04-03', '2026-04-05', NATIONAL)).toBe(0);
  });

  it('goes back and forth consistently: add(from, between(from, to)) is to for a business day', () => {
    const holidays = SAO_PAULO;
    for (let from = '2026-03-20'; from <= '2026-05-10'; from = addDays(from, 3))
      for (let to = '2026-03-01'; to <= '2026-06-01'; to = addDays(to, 1)) {
        if (!isBusinessDay(to, holidays)) continue;
        expect(addBusinessDays(from, businessDaysBetween(from, to, holidays), holidays)).toBe(to);
      }
  });

  it('agrees with counting one day at a time', () => {
    const slowNext = (date: string, step: 1 | -1) => {
      let day = addDays(date, step);
      while (!isBusinessDay(day, SAO_PAULO)) day = addDays(day, step);
      return day;
    };
    for (let start = '2026-01-01'; start <= '2027-12-31'; start = addDays(start, 11))
      for (const n of [1, 2, 5, 9, 23, -1, -3, -7, -30]) {
        let slow = start;
        for (let i = 0; i < Math.abs(n); i++) slow = slowNext(slow, n > 0 ? 1 : -1);
        expect(addBusinessDays(start, n, SAO_PAULO), `${start} ${n}`).toBe(slow);
      }
  });

  it('ignores holiday entries that are no date', () => {
    expect(nextBusinessDay('2026-04-02', new Set([...NATIONAL, 'feriado', '2026-13-01']))).toBe(
      '2026-04-06',
    );
  });
});

describe('bad input', () => {
  it('refuses dates that are no real day or fall outside 1970-9999', () => {
    for (const date of ['2026-02-30', '2026-2-3', '10000-01-01', '1969-12-31', '', 'amanhã'])
      expect(() => nextBusinessDay(date, NATIONAL), date).toThrow(RangeError);
    expect(() => businessDaysBetween('2026-01-01', '0000-01-01', NATIONAL)).toThrow(RangeError);
  });

  it('refuses results past 9999 or before 1970, and fractional counts', () => {
    expect(() => nextBusinessDay('9999-12-31', NONE)).toThrow(RangeError);
    expect(() => addBusinessDays('9999-12-01', 30, NONE)).toThrow(RangeError);
    expect(() => previousBusinessDay('1970-01-01', NONE)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-01-01', 1.5, NONE)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-01-01', Number.NaN, NONE)).toThrow(RangeError);
    expect(nextBusinessDay('9999-12-30', NONE)).toBe('9999-12-31'); // a Friday
    expect(previousBusinessDay('1970-01-02', NONE)).toBe('1970-01-01'); // a Thursday
  });

  // Both checked with Python's datetime, one day at a time.
  it('answers a far date at once', () => {
    expect(addBusinessDays('1970-01-01', 2_000_000, NATIONAL)).toBe('9636-03-14');
    expect(businessDaysBetween('1970-01-01', '9999-12-31', NONE)).toBe(2_094_926);
  });
});
