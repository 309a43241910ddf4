/** '07/12/2026 às 18:00': an instant as people read a deadline, in `timeZone` (the viewer's). */
export function formatDayAndTime(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone }).format(at);
  return `${day} às ${time}`;
}
