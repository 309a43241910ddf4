import { z } from 'zod';
import { id } from './fields.js';
import { isStorableText } from './text.js';
import { MAX_SEARCH_QUERY } from './limits.js';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Digite o que buscar' })
    .refine(isStorableText, 'A busca contém caracteres inválidos')
    .transform((q) => q.trim())
    .pipe(
      z
        .string()
        .min(1, 'Digite o que buscar')
        .max(MAX_SEARCH_QUERY, `A busca deve ter no máximo ${MAX_SEARCH_QUERY} caracteres`),
    ),
  /** Only this workspace's boards; all of the caller's workspaces when absent. */
  workspaceId: id('Workspace inválido').optional(),
  /** 'Incluir arquivados': archived cards, and cards of archived lists and boards, too. */
  includeArchived: z
    .enum(['true', 'false'], { error: 'includeArchived deve ser true ou false' })
    .default('false')
    .transform((value) => value === 'true'),
  cursor: z
    .string({ error: 'Cursor inválido' })
    .min(1, 'Cursor inválido')
    .max(200, 'Cursor inválido')
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchInput = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.literal('card'),
  id: z.uuid(),
  title: z.string(),
  /**
   * Where the words were found, around them: a part of the description, a comment, a checklist
   * item or a label's name; the description's start when only the title matched.
   */
  snippet: z.string(),
  /** The matched words in `snippet`, as [start, end) offsets in UTF-16 code units. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  boardId: z.uuid(),
  boardName: z.string(),
  listName: z.string(),
  /** The card, its list or its board is archived. */
  archived: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Most relevant first, then the most recently changed; `nextCursor` is null on the last page. */
export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
