import { TZDateMini } from '@date-fns/tz';
import { addBusinessDays, type NonWorkingDays } from './business-days.js';
import { toDayNumber, type LocalDate } from './local-dates.js';

/**
 * Instants (UTC, as stored) seen in a person's IANA time zone (design §12): which local day an
 * instant falls on, and an instant moved by business days at the same wall-clock time there.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Whether the runtime knows `timeZone` as an IANA zone name ('America/Sao_Paulo'). */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone.includes('/') && timeZone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function zoned(instant: Date | number, timeZone: string): Date {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const date = new TZDateMini(+instant, timeZone);
  if (Number.isNaN(+date)) throw new RangeError('invalid instant');
  return date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The local day `instant` falls on in `timeZone`: 2026-11-28T01:00Z is 2026-11-27 in São Paulo. */
export function localDateIn(instant: Date | number, timeZone: string): LocalDate {
  const date = zoned(instant, timeZone);
  const local = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  toDayNumber(local);
  return local;
}

/**
 * The instant at `hours:minutes` (and seconds, milliseconds) on `date` in `timeZone`. A time that
 * a daylight-saving change skips moves forward by the gap (02:30 on New York's spring-forward day
 * is 03:30); a time that happens twice is its first occurrence.
 */
export function instantAt(
  date: LocalDate,
  time: { hours: number; minutes: number; seconds?: number; milliseconds?: number },
  timeZone: string,
): Date {
  toDayNumber(date);
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new TZDateMini(
    year,
    month - 1,
    day,
    time.hours,
    time.minutes,
    time.seconds ?? 0,
    time.milliseconds ?? 0,
    timeZone,
  );
  return new Date(+local);
}

/**
 * `instant` moved by `n` business days (back when negative) at the same wall-clock time in
 * `timeZone`: 'em 3 dias úteis' from Friday 18:00 in São Paulo is Wednesday 18:00 there, and a
 * Friday 18:00 in New York before the clocks go back is Monday 18:00, 73 hours later.
 */
export function addBusinessDaysAt(
  instant: Date | number,
  n: number,
  holidays: NonWorkingDays,
  timeZone: string,
): Date {
  const start = zoned(instant, timeZone);
  const date = addBusinessDays(localDateIn(instant, timeZone), n, holidays);
  return instantAt(
    date,
    {
      hours: start.getHours(),
      minutes: start.getMinutes(),
      seconds: start.getSeconds(),
      milliseconds: start.getMilliseconds(),
    },
    timeZone,
  );
}
