/**
 * A calendar day with no time and no zone, as 'YYYY-MM-DD' (ISO 8601): a holiday, a due day.
 * Arithmetic on them counts whole days and never meets a time-zone change.
 */
export type LocalDate = string;

/** The calendar's range: what a person would plan for, and what a `date` column and JS both hold. */
export const MIN_CALENDAR_YEAR = 1970;
export const MAX_CALENDAR_YEAR = 9999;

const DAY_MS = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 (day 0, a Thursday), or NaN when `date` is no real day in the range. */
export function dayNumber(date: string): number {
  const match = SHAPE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_CALENDAR_YEAR || year > MAX_CALENDAR_YEAR) return Number.NaN;
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 02-30 over to March: a real day reads back as it was written.
  return new Date(ms).toISOString().startsWith(date) ? ms / DAY_MS : Number.NaN;
}

export const MIN_DAY = dayNumber(`${MIN_CALENDAR_YEAR}-01-01`);
export const MAX_DAY = dayNumber(`${MAX_CALENDAR_YEAR}-12-31`);

export function fromDayNumber(day: number): LocalDate {
  if (!Number.isInteger(day) || day < MIN_DAY || day > MAX_DAY)
    throw new RangeError(`day ${day} is outside ${MIN_CALENDAR_YEAR}-${MAX_CALENDAR_YEAR}`);
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a real day written 'YYYY-MM-DD' between 1970-01-01 and 9999-12-31. */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

/** `dayNumber`, throwing on anything that is not a LocalDate: callers validate first. */
export function toDayNumber(date: LocalDate): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`not a date between 1970 and 9999: ${date}`);
  return day;
}

/** 0 for Sunday … 6 for Saturday, as `Date.getDay`. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const addDays = (date: LocalDate, days: number): LocalDate =>
  fromDayNumber(toDayNumber(date) + days);
