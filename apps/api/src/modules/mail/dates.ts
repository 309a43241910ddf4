/** Dates as e-mails (and imports and exports) write them, in pt-BR and a person's zone. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: an export writes thousands of dates. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function parts(date: Date, timeZone: string) {
  const formatted = formatIn(timeZone).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((each) => each.type === type)?.value ?? '';
}

/** '27/11/2026'. */
export function formatDate(date: Date, timeZone: string): string {
  const part = parts(date, timeZone);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** '27/11/2026 às 18:00'; `separator: ' '` writes '27/11/2026 18:00', as a spreadsheet reads it. */
export function formatDateTime(date: Date, timeZone: string, separator = ' às '): string {
  const part = parts(date, timeZone);
  return `${part('day')}/${part('month')}/${part('year')}${separator}${part('hour')}:${part('minute')}`;
}
