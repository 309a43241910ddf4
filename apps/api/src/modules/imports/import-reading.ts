import { MAX_CARDS_PER_BOARD, MAX_IMPORT_COMMENTS, MAX_LISTS_PER_BOARD } from '@quadro/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { formatDateTime } from '../mail/dates.js';
import { pt } from './import-notes.js';

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

/** A file that cannot be imported, the message naming why (a pt-BR 400). */
export const invalid = (message: string) => new AppError('IMPORT_INVALID', message);

/** The same id twice in one collection: the file was edited or joined by hand. */
export function refuseRepeatedIds(source: string, collections: Record<string, { id: string }[]>) {
  for (const [name, items] of Object.entries(collections)) {
    const seen = new Set<string>();
    for (const { id } of items) {
      if (seen.has(id))
        throw invalid(`${source} inválida: o id ${id} aparece mais de uma vez em ${name}.`);
      seen.add(id);
    }
  }
}

/** Our caps, checked before anything is written: a board too big for Quadro is refused whole. */
export function refuseOverCaps(counts: { lists: number; cards: number; comments: number }) {
  if (counts.lists > MAX_LISTS_PER_BOARD)
    throw invalid(
      `O quadro tem ${pt(counts.lists)} listas; o limite do Quadro é ${pt(MAX_LISTS_PER_BOARD)} por quadro.`,
    );
  if (counts.cards > MAX_CARDS_PER_BOARD)
    throw invalid(
      `O quadro tem ${pt(counts.cards)} cartões; o limite do Quadro é ${pt(MAX_CARDS_PER_BOARD)} por quadro.`,
    );
  if (counts.comments > MAX_IMPORT_COMMENTS)
    throw invalid(
      `O arquivo tem ${pt(counts.comments)} comentários; uma importação leva até ${pt(MAX_IMPORT_COMMENTS)}.`,
    );
}
