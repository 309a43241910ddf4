/** Dates as e-mails write them, in pt-BR and a person's zone. */
function parts(date: Date, timeZone: string) {
  const formatted = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((each) => each.type === type)?.value ?? '';
}

/** '27/11/2026'. */
export function formatDate(date: Date, timeZone: string): string {
  const part = parts(date, timeZone);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** '27/11/2026 às 18:00'. */
export function formatDateTime(date: Date, timeZone: string): string {
  const part = parts(date, timeZone);
  return `${formatDate(date, timeZone)} às ${part('hour')}:${part('minute')}`;
}
