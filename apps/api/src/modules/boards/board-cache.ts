import { gzipSync } from 'node:zlib';

export interface CachedBoard {
  version: number;
  /** The serialised `{ board }` response. */
  body: string;
  /** The same body gzipped, made on first demand: compressed once per version, not per reader. */
  gzipped(): Buffer;
}

/**
 * Serialised board bodies per version: the second reader of a version costs a lookup. Keys carry
 * the version, so a stale entry is never served; least recently used boards leave first once the
 * entries pass the byte budget.
 */
export function createBoardCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, CachedBoard & { bytes: number }>();
  let total = 0;

  function evict(boardId: string) {
    const entry = entries.get(boardId);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(boardId);
  }

  return {
    get(boardId: string, version: number): CachedBoard | undefined {
      const entry = entries.get(boardId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(boardId);
      entries.set(boardId, entry);
      return entry;
    },

    /** A deleted board's body leaves at once instead of waiting for the byte budget. */
    forget(boardId: string): void {
      evict(boardId);
    },

    set(boardId: string, version: number, body: string): CachedBoard {
      evict(boardId);
      let gzip: Buffer | undefined;
      const entry = {
        version,
        body,
        bytes: body.length * 2,
        gzipped() {
          if (!gzip) {
            gzip = gzipSync(body);
            entry.bytes += gzip.length;
            total += gzip.length;
          }
          return gzip;
        },
      };
      entries.set(boardId, entry);
      total += entry.bytes;
      for (const key of entries.keys()) {
        if (total <= maxBytes || key === boardId) break;
        evict(key);
      }
      return entry;
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;
