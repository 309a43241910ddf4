import { TZDateMini } from '@date-fns/tz';
import { addBusinessDays, type NonWorkingDays } from './business-days.js';
import { toDayNumber, type LocalDate } from './local-dates.js';

/**
 * Instants (UTC, as stored) seen in a person's IANA time zone (design §12): which local day an
 * instant falls on, and an instant moved by business days at the same wall-clock time there.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows `timeZone` as an IANA zone name ('America/Sao_Paulo'). */
export function isTimeZone(timeZone: string): boolean {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let valid = timeZone.includes('/') || timeZone === 'UTC';
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      valid = false;
    }
  }
  // Asked once per zone: building a formatter costs far more than the arithmetic it guards.
  if (knownZones.size < 1_000) knownZones.set(timeZone, valid);
  return valid;
}

function zoned(instant: Date | number, timeZone: string): Date {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const date = new TZDateMini(+instant, timeZone);
  if (Number.isNaN(+date)) throw new RangeError('invalid instant');
  return date;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: a board filters thousands of cards by their local day. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The local day `instant` falls on in `timeZone`: 2026-11-28T01:00Z is 2026-11-27 in São Paulo. */
export function localDateIn(instant: Date | number, timeZone: string): LocalDate {
  if (!isTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  const time = +instant;
  if (Number.isNaN(time)) throw new RangeError('invalid instant');
  const parts = dayFormat(timeZone).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  const local = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
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
