import {
  dayNumber,
  fromDayNumber,
  MAX_DAY,
  MIN_DAY,
  toDayNumber,
  weekdayOf,
} from './local-dates.js';
import type { LocalDate } from './local-dates.js';

/**
 * Business-day arithmetic on local dates ('YYYY-MM-DD'). A business day is a Monday to Friday
 * that is not in `holidays`: the days nobody works, that is the public holidays of the workspace's
 * region and its own days. Optional days (pontos facultativos such as Carnaval) are business days
 * and are not in the set. Dates outside 1970-01-01 … 9999-12-31 throw a RangeError, as does a
 * result that would fall outside.
 *
 * Conventions, so that `addBusinessDays(from, businessDaysBetween(from, to)) === to` for every
 * business day `to`:
 * - `addBusinessDays(date, n)` is `nextBusinessDay` applied n times (`previousBusinessDay` when n
 *   is negative); `date` itself need not be a business day, and n = 0 answers `date` unchanged.
 * - `businessDaysBetween(from, to)` counts the business days in (from, to] when from ≤ to, and is
 *   minus the count in [to, from) when to < from: Friday → Monday is 1, Monday → Friday is −1.
 */
export type NonWorkingDays = ReadonlySet<string>;

/** The first Monday on or after day 0 (1970-01-05): weeks are counted from it. */
const MONDAY = 4;

/** Mondays to Fridays in [MONDAY, day), negative for days before it. */
function weekdaysBefore(day: number): number {
  const offset = day - MONDAY;
  const weeks = Math.floor(offset / 7);
  return 5 * weeks + Math.min(offset - 7 * weeks, 5);
}

/** The holidays that fall on a weekday, as sorted day numbers: the only ones that count. */
function weekdayHolidays(holidays: NonWorkingDays): number[] {
  const days: number[] = [];
  for (const date of holidays) {
    const day = dayNumber(date);
    if (!Number.isNaN(day) && weekdayOf(day) !== 0 && weekdayOf(day) !== 6) days.push(day);
  }
  return days.sort((a, b) => a - b);
}

/** How many of the sorted `days` come before `day`. */
function countBefore(days: number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Business days in [start, end), for start ≤ end. */
const businessDaysIn = (holidays: number[], start: number, end: number) =>
  weekdaysBefore(end) -
  weekdaysBefore(start) -
  (countBefore(holidays, end) - countBefore(holidays, start));

export function isBusinessDay(date: LocalDate, holidays: NonWorkingDays): boolean {
  const weekday = weekdayOf(toDayNumber(date));
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

export function businessDaysBetween(
  from: LocalDate,
  to: LocalDate,
  holidays: NonWorkingDays,
): number {
  const [start, end] = [toDayNumber(from), toDayNumber(to)];
  const days = weekdayHolidays(holidays);
  return start <= end
    ? businessDaysIn(days, start + 1, end + 1)
    : -businessDaysIn(days, end, start);
}

/** The smallest day in [low, high] for which `enough` holds; `enough` must only turn true once. */
function firstDay(low: number, high: number, enough: (day: number) => boolean): number {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function addBusinessDays(date: LocalDate, n: number, holidays: NonWorkingDays): LocalDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of days: ${n}`);
  const start = toDayNumber(date);
  if (n === 0) return date;
  const days = weekdayHolidays(holidays);
  if (n > 0) {
    // The first day d after `date` with n business days in (date, d]: a business day itself.
    if (businessDaysIn(days, start + 1, MAX_DAY + 1) < n)
      throw new RangeError(`${n} business days after ${date} is past ${fromDayNumber(MAX_DAY)}`);
    return fromDayNumber(
      firstDay(start + 1, MAX_DAY, (day) => businessDaysIn(days, start + 1, day + 1) >= n),
    );
  }
  // The last day d before `date` with −n business days in [d, date): a business day itself.
  if (businessDaysIn(days, MIN_DAY, start) < -n)
    throw new RangeError(`${-n} business days before ${date} is before ${fromDayNumber(MIN_DAY)}`);
  const after = firstDay(MIN_DAY, start, (day) => businessDaysIn(days, day, start) < -n);
  return fromDayNumber(after - 1);
}

/** The first business day strictly after `date`. */
export const nextBusinessDay = (date: LocalDate, holidays: NonWorkingDays): LocalDate =>
  addBusinessDays(date, 1, holidays);

/** The last business day strictly before `date`. */
export const previousBusinessDay = (date: LocalDate, holidays: NonWorkingDays): LocalDate =>
  addBusinessDays(date, -1, holidays);
