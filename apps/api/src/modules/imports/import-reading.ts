import type { z } from 'zod';
import { formatDateTime } from '../mail/dates.js';

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

/** A date PostgreSQL stores (years 1 to 9999 in UTC), or null for anything else. */
export function storableDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : null;
}

/** 'Originalmente por Ana Souza em 12/03/2024 às 14:05', in the importer's time zone. */
export const commentHeading = (timeZone: string) => (author: string, at: Date) =>
  `Originalmente por ${author} em ${formatDateTime(at, timeZone)}`;
