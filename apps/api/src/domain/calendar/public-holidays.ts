import type { LocalDate, Region } from '@quadro/contracts';
import type Holidays from 'date-holidays';

/** A public holiday or optional day of a region, as the library knows it, in Portuguese. */
export interface PublicHoliday {
  date: LocalDate;
  name: string;
  kind: 'national' | 'state';
  /** A ponto facultativo (the library's `optional` and `bank`): listed, but a business day. */
  optional: boolean;
}

/**
 * `public` days are holidays; `optional` (Carnaval's Saturday and Ash Wednesday, the afternoons of
 * 24 and 31 December) and `bank` (Carnaval's Monday and Tuesday, Corpus Christi) are pontos
 * facultativos (design §12); `observance` (Easter Sunday, Mother's Day) and `school` days are no
 * days off for anyone and are left out.
 */
const LISTED_TYPES = new Set(['public', 'optional', 'bank']);

let library: Promise<typeof Holidays> | undefined;
/** The library reads every country's data as it loads (~350 ms, 30 MB): on first use, not at start. */
const loadLibrary = () => (library ??= import('date-holidays').then((module) => module.default));

const calendars = new Map<string, Holidays>();

async function calendarOf(state?: string): Promise<Holidays> {
  const key = state ?? 'BR';
  let calendar = calendars.get(key);
  if (!calendar) {
    const Library = await loadLibrary();
    calendar = state
      ? new Library('BR', state, { languages: ['pt'] })
      : new Library('BR', { languages: ['pt'] });
    calendars.set(key, calendar);
  }
  return calendar;
}

function listed(calendar: Holidays, year: number, kind: PublicHoliday['kind']): PublicHoliday[] {
  return calendar
    .getHolidays(year, 'pt')
    .filter(({ type }) => LISTED_TYPES.has(type))
    .map(({ date, name, type }) => ({
      // "2026-12-24 14:00:00": the day is what counts.
      date: date.slice(0, 10),
      name,
      kind,
      optional: type !== 'public',
    }));
}

const keyOf = ({ date, name, optional }: PublicHoliday) => `${date}|${name}|${optional}`;

/**
 * Brazil's national days and, for a state, the state's own, in date order, national first on a
 * shared date. The library's state calendars replace national days with state rules of the same
 * date, and some of those rules ended when the day became national (20 de novembro in AM, MT, RJ
 * and SP): a national holiday holds in every state, so the national list is always taken whole,
 * and a state adds what it has beyond it. A date that is a holiday lists no optional day beside it
 * (Carnaval's Tuesday is a bank day nationally, a holiday in Rio de Janeiro).
 */
async function compute(region: Region, year: number): Promise<PublicHoliday[]> {
  const national = listed(await calendarOf(), year, 'national');
  const state = region === 'BR' ? [] : listed(await calendarOf(region.slice(3)), year, 'state');
  const nationalKeys = new Set(national.map(keyOf));
  const all = [...national, ...state.filter((day) => !nationalKeys.has(keyOf(day)))];
  const holidayDates = new Set(all.filter((day) => !day.optional).map((day) => day.date));
  return all
    .filter((day) => !day.optional || !holidayDates.has(day.date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

/** Computed lists, by region and year: pure data, bounded so odd years cannot fill the memory. */
const cache = new Map<string, readonly PublicHoliday[]>();
const CACHE_SIZE = 512;

/** The public holidays and optional days of `region` in `year` (1970-9999). */
export async function holidaysOf(region: Region, year: number): Promise<readonly PublicHoliday[]> {
  const key = `${region}|${year}`;
  let days = cache.get(key);
  if (!days) {
    days = Object.freeze(await compute(region, year));
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, days);
  }
  return days;
}
