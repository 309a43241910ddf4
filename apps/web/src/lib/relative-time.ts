const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function ago(count: number, singular: string, plural: string): string {
  return `há ${count} ${count === 1 ? singular : plural}`;
}

/**
 * Spec §9: 'agora mesmo' under a minute, then 'há N minutos/horas/dias' up to 6 days, then a
 * pt-BR date ('12 de nov. de 2026'). A timestamp ahead of the clock counts as now.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'agora mesmo';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hora', 'horas');
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return ago(days, 'dia', 'dias');
  return shortDate.format(time);
}
