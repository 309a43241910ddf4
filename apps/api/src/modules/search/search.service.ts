import {
  MAX_SEARCH_RESULTS,
  SEARCH_PAGE,
  type SearchInput,
  type SearchResponse,
  type SearchResult,
} from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { endsInPrefix, parseSearch } from './search-terms.js';
import { searchCards, type SearchRow } from './search.repository.js';

const CURSOR = /^o(\d{1,4})$/;

/** A page of a ranked search starts at an offset: the cursor names it, opaquely. */
const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null;
  const offset = match ? Number(match[1]) : NaN;
  if (!(offset >= 0 && offset < MAX_SEARCH_RESULTS && offset % SEARCH_PAGE === 0))
    throw new AppError('VALIDATION_ERROR', 'Cursor inválido');
  return offset;
}

/** The snippet without its markers, and where they were. */
export function highlightsOf(marked: string): Pick<SearchResult, 'snippet' | 'highlights'> {
  let snippet = '';
  const highlights: [number, number][] = [];
  let start = -1;
  for (const char of marked) {
    if (char === '\u0001') start = snippet.length;
    else if (char === '\u0002') {
      if (start >= 0 && snippet.length > start) highlights.push([start, snippet.length]);
      start = -1;
    } else snippet += char;
  }
  return { snippet, highlights };
}

const present = ({ marked, ...row }: SearchRow): SearchResult => ({
  type: 'card',
  ...row,
  ...highlightsOf(marked),
});

/** Search over the cards of the caller's workspaces (design §12: PostgreSQL's full-text search). */
export function createSearchService({ db }: { db: Db }) {
  return {
    async search(userId: string, input: SearchInput): Promise<SearchResponse> {
      const offset = decodeCursor(input.cursor);
      if (input.workspaceId)
        await requireWorkspace(db, input.workspaceId, userId, 'workspace:read');
      const terms = parseSearch(input.q);
      if (!terms.words.length && !terms.phrases.length) return { results: [], nextCursor: null };
      const rows = await searchCards(db, {
        userId,
        workspaceId: input.workspaceId,
        includeArchived: input.includeArchived,
        terms,
        lastIsPrefix: endsInPrefix(input.q, terms),
        offset,
        limit: SEARCH_PAGE + 1,
      });
      const next = offset + SEARCH_PAGE;
      return {
        results: rows.slice(0, SEARCH_PAGE).map(present),
        nextCursor:
          rows.length > SEARCH_PAGE && next < MAX_SEARCH_RESULTS ? encodeCursor(next) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
