import type { DbOrTx } from '../../platform/db/client.js';
import { notFound } from '../../platform/http/app-error.js';
import { cachedBody, type CachedBody } from './board-cache.js';
import { readChanges } from './board-changes.repository.js';
import { serialiseBoardHead } from './boards.presenter.js';

/** What changed since a version, serialised, at the version it reaches; or that it is gone. */
export type BuiltChanges = { gone: true } | { gone: false; version: number; body: string };

/**
 * `{ changes }` (contracts' `boardChangesSchema`) from `since` to the board's version now, in
 * one statement whatever the board's size. Gone when the log no longer holds every version after
 * `since`, when `since` is ahead of the board, or when more changed than `MAX_BOARD_CHANGES`: the
 * whole board is the better answer.
 */
export async function buildBoardChanges(
  db: DbOrTx,
  boardId: string,
  since: number,
): Promise<BuiltChanges> {
  const row = await readChanges(db, boardId, since);
  if (!row) throw notFound('board');
  if (since > row.version || !row.complete || !row.small) return { gone: true };
  const head = serialiseBoardHead(row, row.labels);
  const body =
    `{"changes":{"board":${head},"since":${since},"lists":${row.lists},"cards":${row.cards},` +
    `"removedListIds":${JSON.stringify(row.removedListIds)},` +
    `"removedCardIds":${JSON.stringify(row.removedCardIds)}}}`;
  return { gone: false, version: row.version, body };
}

/**
 * Serialised changes per board, origin and destination version: the viewers of a board all ask
 * for the same step after a change, and only the first builds it. Least recently used first out
 * once the bodies pass the byte budget (counted as UTF-16, gzipped copies beside).
 */
export function createBoardChangesCache(maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, CachedBody & { bytes: number }>();
  let total = 0;
  const key = (boardId: string, since: number, version: number) => `${boardId}:${since}:${version}`;
  return {
    get(boardId: string, since: number, version: number): CachedBody | undefined {
      const id = key(boardId, since, version);
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry;
    },
    set(boardId: string, since: number, version: number, body: string): CachedBody {
      const id = key(boardId, since, version);
      const entry = {
        ...cachedBody(body, (bytes) => {
          if (entries.get(id) !== entry) return;
          entry.bytes += bytes;
          total += bytes;
        }),
        bytes: body.length * 2,
      };
      total -= entries.get(id)?.bytes ?? 0;
      entries.delete(id);
      entries.set(id, entry);
      total += entry.bytes;
      for (const [oldest, { bytes }] of entries) {
        if (total <= maxBytes || oldest === id) break;
        entries.delete(oldest);
        total -= bytes;
      }
      return entry;
    },
  };
}

export type BoardChangesCache = ReturnType<typeof createBoardChangesCache>;
