/** Local dates ('YYYY-MM-DD', no zone) as people read them in Brazil. */

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

/** '2026-01-20' → '20/01/2026'; anything else as it is. */
export function formatLocalDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** '2026-07-09' → 'qui.': the day of the week of a local date. */
export function weekdayOf(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? '' : weekday.format(time);
}
