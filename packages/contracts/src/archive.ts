import { z } from 'zod';
import { id, storableText } from './fields.js';
import { MAX_SEARCH_QUERY } from './limits.js';

/** What can be archived; `GET /v1/boards/:id/archived` lists cards or lists, a workspace its boards. */
export const ARCHIVABLE_TYPES = ['card', 'list', 'board'] as const;
export type ArchivableType = (typeof ARCHIVABLE_TYPES)[number];

export const archivedItemSchema = z.object({
  type: z.enum(ARCHIVABLE_TYPES),
  id: z.uuid(),
  /** A card's title, a list's or a board's name. */
  title: z.string(),
  archivedAt: z.string(),
  /** The name of who archived it; null once their account is gone. */
  archivedBy: z.string().nullable(),
  /** A card's list (archived or not); null for lists and boards. */
  listName: z.string().nullable(),
});
export type ArchivedItem = z.infer<typeof archivedItemSchema>;

const cursor = z
  .string({ error: 'Cursor inválido' })
  .min(1, 'Cursor inválido')
  .max(200, 'Cursor inválido')
  .optional();

/** An optional filter on the archived items' titles, accents and case aside. */
const titleFilter = storableText('Busca inválida')
  .trim()
  .max(MAX_SEARCH_QUERY, `Use no máximo ${MAX_SEARCH_QUERY} caracteres`)
  .optional();

export const archivedQuerySchema = z.object({
  type: z.enum(['card', 'list'], { error: 'Tipo inválido: use card ou list' }).default('card'),
  q: titleFilter,
  cursor,
});
export type ArchivedQuery = z.input<typeof archivedQuerySchema>;

export const archivedBoardsQuerySchema = z.object({ q: titleFilter, cursor });

/** Most recently archived first; `nextCursor` is null on the last page. */
export const archivedItemsResponseSchema = z.object({
  items: z.array(archivedItemSchema),
  nextCursor: z.string().nullable(),
});
export type ArchivedItemsResponse = z.infer<typeof archivedItemsResponseSchema>;

/** 'Arquivar todos os cartões': how many cards went to the archive. */
export const archiveCardsResponseSchema = z.object({ archived: z.number().int() });
export type ArchiveCardsResponse = z.infer<typeof archiveCardsResponseSchema>;

/** Undo's precondition: the object as the caller last saw it (its `updatedAt`), else 409. */
export const unchangedSince = z.iso.datetime({ error: 'Data inválida', offset: true }).optional();

export const archivedParamsSchema = z.object({ id: id('Identificador inválido') });

/** What each kind is called in the archive's refusals. */
export const ARCHIVE_MESSAGES = {
  card: {
    already: 'Este cartão já está arquivado.',
    notArchived: 'Este cartão não está arquivado.',
    changed: 'Este cartão foi alterado por outra pessoa desde então. Nada foi desfeito.',
  },
  list: {
    already: 'Esta lista já está arquivada.',
    notArchived: 'Esta lista não está arquivada.',
    changed: 'As listas foram reordenadas por outra pessoa desde então. Nada foi desfeito.',
  },
  board: {
    already: 'Este quadro já está arquivado.',
    notArchived: 'Este quadro não está arquivado.',
    changed: 'Este quadro foi alterado por outra pessoa desde então. Nada foi desfeito.',
  },
} as const satisfies Record<ArchivableType, Record<string, string>>;
