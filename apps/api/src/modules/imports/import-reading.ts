import type { z } from 'zod';

/** What both imports read the same way: colours, where a file is wrong, comments' headings. */

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** 'Exportação do Trello inválida: o campo cards[2].idList está ausente ou tem um tipo inesperado.' */
export function describeProblem(source: string, error: z.ZodError): string {
  const [issue] = error.issues;
  const path = (issue?.path ?? [])
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  return `${source} inválida: o campo ${path || 'raiz'} está ausente ou tem um tipo inesperado.`;
}

/** 'Originalmente por Ana Souza em 12/03/2024 às 14:05', in the importer's time zone. */
export function commentHeading(timeZone: string) {
  const day = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' });
  return (author: string, at: Date) =>
    `Originalmente por ${author} em ${day.format(at)} às ${time.format(at)}`;
}
